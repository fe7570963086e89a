import { notZip, zipIncomplete } from '../audio-refusals';
import type { Inspector } from './inspector';

const LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const END_RECORD_BYTES = 22;
/** The end record sits in the last 22 bytes plus the archive comment (at most 65,535 bytes). */
const TAIL_BYTES = END_RECORD_BYTES + 0xffff;

/** Whether the tail holds an end-of-central-directory record whose comment reaches the end. */
function hasEndRecord(tail: Buffer): boolean {
  for (let at = tail.length - END_RECORD_BYTES; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) !== END_OF_CENTRAL_DIRECTORY) continue;
    if (at + END_RECORD_BYTES + tail.readUInt16LE(at + 20) === tail.length) return true;
  }
  return false;
}

/**
 * Checks a zip of stems as it streams in: it must start with a local file header, and end with
 * the central directory's end record, which a zip cut short lacks. What its entries are is
 * checked once the whole file is stored (zip-archive.ts): the directory comes last.
 */
export function createZipInspector(): Inspector<void> {
  let head = Buffer.alloc(0);
  // The last TAIL_BYTES bytes, kept in a ring so each chunk costs only its own length.
  const ring = Buffer.alloc(TAIL_BYTES);
  let written = 0;

  function keep(chunk: Buffer): void {
    const recent = chunk.subarray(Math.max(0, chunk.length - TAIL_BYTES));
    const at = (written + chunk.length - recent.length) % TAIL_BYTES;
    const first = Math.min(recent.length, TAIL_BYTES - at);
    recent.copy(ring, at, 0, first);
    recent.copy(ring, 0, first);
    written += chunk.length;
  }

  function tail(): Buffer {
    if (written <= TAIL_BYTES) return ring.subarray(0, written);
    const at = written % TAIL_BYTES;
    return Buffer.concat([ring.subarray(at), ring.subarray(0, at)]);
  }

  return {
    push(chunk) {
      if (head.length < LOCAL_FILE_HEADER.length) {
        head = Buffer.concat([head, chunk.subarray(0, LOCAL_FILE_HEADER.length - head.length)]);
        if (!head.equals(LOCAL_FILE_HEADER.subarray(0, head.length))) throw notZip();
      }
      keep(chunk);
    },
    finish() {
      if (head.length < LOCAL_FILE_HEADER.length) throw notZip();
      if (!hasEndRecord(tail())) throw zipIncomplete();
    },
    dispose: () => {},
  };
}
