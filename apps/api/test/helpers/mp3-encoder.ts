import { createMp3Encoder } from 'wasm-media-encoders';

/**
 * Planar float PCM as an mp3 (LAME in WebAssembly, constant bit rate), for tests and benchmarks
 * that need mp3 test signals; the product only decodes. One encoder is made per call: encoding
 * is rare and short, and a shared one would tie calls together.
 */
export async function encodeMp3(
  channels: readonly Float32Array[],
  sampleRate: number,
  bitrate: 128 | 192 | 256 | 320 = 192,
): Promise<Uint8Array> {
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate, channels: channels.length === 1 ? 1 : 2, bitrate });
  const parts: Uint8Array[] = [];
  // The encoder owns the arrays it returns and reuses them, so each part is copied out.
  const block = 1152 * 64;
  const frames = channels[0]?.length ?? 0;
  for (let from = 0; from < frames; from += block) {
    parts.push(
      encoder
        .encode(channels.slice(0, 2).map((channel) => channel.subarray(from, from + block)))
        .slice(),
    );
  }
  parts.push(encoder.finalize().slice());
  const mp3 = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    mp3.set(part, offset);
    offset += part.length;
  }
  return mp3;
}
