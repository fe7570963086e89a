import { wavEncodingUnsupported, notWav } from '../audio-refusals';

/** The sample layout of a wav's `fmt ` chunk, as far as reading its PCM needs it. */
export type WavFormat = {
  encoding: 'int' | 'float';
  channels: number;
  sampleRate: number;
  bitsPerSample: 8 | 16 | 24 | 32;
  /** Bytes of one frame: a sample of every channel. */
  blockAlign: number;
};

const WAVE_FORMAT_PCM = 0x0001;
const WAVE_FORMAT_IEEE_FLOAT = 0x0003;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;
/** The tail every KSDATAFORMAT_SUBTYPE GUID shares after its 2-byte format tag and 2 zero bytes. */
const SUBTYPE_GUID_TAIL = [0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71];
const MAX_CHANNELS = 64;
const MAX_SAMPLE_RATE = 1_536_000;

function subFormatTag(body: Buffer): number | null {
  // cbSize (2) + validBits (2) + channelMask (4) + SubFormat GUID (16) after the 16 base bytes.
  if (body.length < 40 || body.readUInt16LE(16) < 22) return null;
  const tail = body.subarray(28, 40);
  return SUBTYPE_GUID_TAIL.every((byte, i) => tail[i] === byte) ? body.readUInt16LE(24) : null;
}

/**
 * Reads a `fmt ` chunk's body. Integer PCM of 8, 16, 24 or 32 bits and 32-bit float are what
 * browsers play; anything else (ADPCM, µ-law, 64-bit float) is refused by name.
 */
export function readWavFormat(body: Buffer): WavFormat {
  if (body.length < 16) throw notWav();
  const tag = body.readUInt16LE(0);
  const channels = body.readUInt16LE(2);
  const sampleRate = body.readUInt32LE(4);
  const blockAlign = body.readUInt16LE(12);
  const bits = body.readUInt16LE(14);
  const effectiveTag = tag === WAVE_FORMAT_EXTENSIBLE ? subFormatTag(body) : tag;
  const encoding =
    effectiveTag === WAVE_FORMAT_PCM
      ? 'int'
      : effectiveTag === WAVE_FORMAT_IEEE_FLOAT
        ? 'float'
        : null;
  if (channels < 1 || channels > MAX_CHANNELS || sampleRate < 1 || sampleRate > MAX_SAMPLE_RATE) {
    throw notWav();
  }
  const isSupportedDepth =
    encoding === 'int' ? [8, 16, 24, 32].includes(bits) : encoding === 'float' && bits === 32;
  if (!encoding || !isSupportedDepth) throw wavEncodingUnsupported();
  if (blockAlign !== (channels * bits) / 8) throw notWav();
  return {
    encoding,
    channels,
    sampleRate,
    bitsPerSample: bits as WavFormat['bitsPerSample'],
    blockAlign,
  };
}
