/** MPEG audio frame headers and ID3v2 tags, as far as an mp3 upload needs them. */

export type Mp3FrameHeader = {
  /** 1 for MPEG-1, 2 for MPEG-2, 2.5 for MPEG-2.5. */
  version: 1 | 2 | 2.5;
  bitRate: number;
  sampleRate: number;
  channels: 1 | 2;
  /** Bytes of the whole frame, header included. */
  frameBytes: number;
  /** Decoded frames (per channel) the frame holds. */
  samples: number;
};

const LAYER_3_KBPS = {
  1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;
const SAMPLE_RATES = { 1: [44100, 48000, 32000], 2: [22050, 24000, 16000] } as const;

/**
 * The Layer III frame header at `offset`, or null when the four bytes there are not one.
 * Only Layer III counts: Layer I and II files are MPEG audio too, but they are not "mp3" and
 * browsers do not all play them. Free-format bit rates are refused, as most decoders do.
 */
export function readMp3FrameHeader(bytes: Uint8Array, offset: number): Mp3FrameHeader | null {
  if (offset + 4 > bytes.length) return null;
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  const b3 = bytes[offset + 3] ?? 0;
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const versionBits = (b1 >> 3) & 0b11;
  const layerBits = (b1 >> 1) & 0b11;
  const bitRateIndex = b2 >> 4;
  const sampleRateIndex = (b2 >> 2) & 0b11;
  if (versionBits === 0b01 || layerBits !== 0b01) return null;
  if (bitRateIndex === 0 || bitRateIndex === 15 || sampleRateIndex === 3) return null;
  if ((b3 & 0b11) === 0b10) return null; // reserved emphasis
  const version = versionBits === 0b11 ? 1 : versionBits === 0b10 ? 2 : 2.5;
  const table = version === 1 ? 1 : 2;
  const bitRate = (LAYER_3_KBPS[table][bitRateIndex] ?? 0) * 1000;
  const baseRate = SAMPLE_RATES[table][sampleRateIndex] ?? 0;
  const sampleRate = version === 2.5 ? baseRate / 2 : baseRate;
  const padding = (b2 >> 1) & 1;
  const samples = version === 1 ? 1152 : 576;
  return {
    version,
    bitRate,
    sampleRate,
    channels: b3 >> 6 === 0b11 ? 1 : 2,
    frameBytes: Math.floor(((samples / 8) * bitRate) / sampleRate) + padding,
    samples,
  };
}

/** Whether two headers belong to one stream: a decoder cannot change these mid-stream. */
export function isSameStream(a: Mp3FrameHeader, b: Mp3FrameHeader): boolean {
  return a.version === b.version && a.sampleRate === b.sampleRate && a.channels === b.channels;
}

export const ID3V2_HEADER_BYTES = 10;

/**
 * The whole length of the ID3v2 tag at `offset` (header, body and footer), null when there is
 * none, or 'malformed' when it starts like one but its header is not valid.
 */
export function readId3v2Length(bytes: Uint8Array, offset: number): number | null | 'malformed' {
  if (bytes[offset] !== 0x49 || bytes[offset + 1] !== 0x44 || bytes[offset + 2] !== 0x33) {
    return null;
  }
  const major = bytes[offset + 3] ?? 0xff;
  const revision = bytes[offset + 4] ?? 0xff;
  const flags = bytes[offset + 5] ?? 0;
  if (major < 2 || major > 4 || revision === 0xff) return 'malformed';
  let size = 0;
  for (let i = 6; i < 10; i += 1) {
    const byte = bytes[offset + i] ?? 0x80;
    if (byte & 0x80) return 'malformed'; // sizes are "synchsafe": 7 bits per byte
    size = size * 128 + byte;
  }
  const footer = major === 4 && flags & 0x10 ? ID3V2_HEADER_BYTES : 0;
  return ID3V2_HEADER_BYTES + size + footer;
}
