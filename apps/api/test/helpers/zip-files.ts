import { crc32, deflateRawSync } from 'node:zlib';

/**
 * One entry of a zip written by `zipOf`. Besides honest entries it writes what a hostile
 * archive does: any name, links, lying sizes, a local header that disagrees with the central
 * directory. (Zip libraries refuse to write these, which is why the tests have their own writer.)
 */
export type ZipEntrySpec = {
  name: string;
  data?: Buffer | string;
  /** Deflated rather than stored. */
  deflate?: boolean;
  /** Unix mode with its file type bits, e.g. 0o120777 for a symbolic link. */
  unixMode?: number;
  /** The uncompressed size both headers declare, when it is not the truth. */
  declaredSize?: number;
  /** The name the local header gives, when it is not the central directory's. */
  localName?: string;
  /** An Info-ZIP Unicode path extra field (0x7075) naming the entry otherwise. */
  unicodePath?: string;
  /** General purpose flags added to UTF-8 names (bit 0: encrypted). */
  flags?: number;
  /** Compression method written in place of stored (0) or deflated (8). */
  method?: number;
};

const UNIX_VERSION_MADE_BY = (3 << 8) | 20;
const UTF8_NAMES = 0x800;

function unicodePathField(rawName: Buffer, unicodePath: string): Buffer {
  const name = Buffer.from(unicodePath, 'utf8');
  const field = Buffer.alloc(4 + 5 + name.length);
  field.writeUInt16LE(0x7075, 0);
  field.writeUInt16LE(5 + name.length, 2);
  field.writeUInt8(1, 4);
  field.writeUInt32LE(crc32(rawName), 5);
  name.copy(field, 9);
  return field;
}

/**
 * The fields a local header and its central directory entry share, in the same order from
 * "version needed to extract" on (`at`: 4 in a local header, 6 in a central one). The
 * modification time and date (`at` + 6 and + 8) stay zero.
 */
function writeSharedFields(
  header: Buffer,
  at: number,
  fields: {
    flags: number;
    method: number;
    crc: number;
    packedSize: number;
    size: number;
    nameLength: number;
    extraLength: number;
  },
): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(fields.flags, at + 2);
  header.writeUInt16LE(fields.method, at + 4);
  header.writeUInt32LE(fields.crc, at + 10);
  header.writeUInt32LE(fields.packedSize, at + 14);
  header.writeUInt32LE(fields.size, at + 18);
  header.writeUInt16LE(fields.nameLength, at + 22);
  header.writeUInt16LE(fields.extraLength, at + 24);
}

/** A zip of the given entries, in order, written byte by byte as the spec lays it out. */
export function zipOf(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const spec of entries) {
    const data = Buffer.from(spec.data ?? '');
    const packed = spec.deflate ? deflateRawSync(data, { level: 9 }) : data;
    const method = spec.method ?? (spec.deflate ? 8 : 0);
    const size = spec.declaredSize ?? data.length;
    const flags = UTF8_NAMES | (spec.flags ?? 0);
    const name = Buffer.from(spec.name, 'utf8');
    const localName = Buffer.from(spec.localName ?? spec.name, 'utf8');
    const extra = spec.unicodePath ? unicodePathField(name, spec.unicodePath) : Buffer.alloc(0);
    const crc = crc32(data);

    const fields = {
      flags,
      method,
      crc,
      packedSize: packed.length,
      size,
      extraLength: extra.length,
    };

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeSharedFields(local, 4, { ...fields, nameLength: localName.length });

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(spec.unixMode === undefined ? 20 : UNIX_VERSION_MADE_BY, 4);
    writeSharedFields(central, 6, { ...fields, nameLength: name.length });
    central.writeUInt32LE(((spec.unixMode ?? 0) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);

    locals.push(local, localName, extra, packed);
    centrals.push(central, name, extra);
    offset += local.length + localName.length + extra.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A real zip holding the given files, stored (not compressed). */
export function zipBytes(files: Record<string, Buffer | string>): Buffer {
  return zipOf(Object.entries(files).map(([name, data]) => ({ name, data })));
}

/**
 * The hostile stems zips of issue 21 (item 6), each with the words its refusal must say. Small
 * to build and to send: the bomb is 20 MB of silence in about 20 KB.
 */
export function hostileZips(): { name: string; zip: Buffer; refusal: RegExp }[] {
  const wav = Buffer.alloc(2000, 1);
  return [
    {
      name: 'a bomb: far more unpacked than packed (over 100:1)',
      zip: zipOf([{ name: 'silence.wav', data: Buffer.alloc(20 * 1024 * 1024), deflate: true }]),
      refusal: /more than 100 times its size/,
    },
    {
      name: 'a ../ path out of the folder',
      zip: zipOf([
        { name: 'drums.wav', data: wav },
        { name: '../evil.wav', data: wav },
      ]),
      refusal: /a file outside its folder: \.\.\/evil\.wav/,
    },
    {
      name: 'an absolute path',
      zip: zipOf([{ name: '/etc/cron.d/evil.txt', data: 'x' }]),
      refusal: /an absolute path: \/etc\/cron\.d\/evil\.txt/,
    },
    {
      name: 'a symbolic link',
      zip: zipOf([{ name: 'drums.wav', data: '/home/client/.ssh/id_rsa', unixMode: 0o120777 }]),
      refusal: /a link or special file, which is not allowed: drums\.wav/,
    },
    {
      name: 'more than 500 entries',
      zip: zipOf(Array.from({ length: 501 }, (_, i) => ({ name: `stem-${i}.txt`, data: 'x' }))),
      refusal: /holds 501 entries; at most 500/,
    },
    {
      name: 'a program among the stems',
      zip: zipOf([
        { name: 'drums.wav', data: wav },
        { name: 'player.exe', data: 'MZ' },
      ]),
      refusal: /only audio, MIDI, PDF and text files, not this one: player\.exe/,
    },
  ];
}
