/** Receives each frame; the array is reused, so it is read during the call and never kept. */
export type FrameSink = (frame: Float32Array) => void;

/**
 * Cuts a stream of samples arriving in blocks of any length into overlapping frames of `size`
 * samples, `hop` apart, in one buffer that slides along: the analyses see whole frames without
 * caring how the decoder chunked the audio, and nothing but one frame is held.
 */
export function createFramer(size: number, hop: number, onFrame: FrameSink) {
  const frame = new Float32Array(size);
  let filled = 0;
  return {
    push(samples: Float32Array, count: number) {
      let offset = 0;
      while (offset < count) {
        const take = Math.min(size - filled, count - offset);
        for (let i = 0; i < take; i++) frame[filled + i] = samples[offset + i]!;
        filled += take;
        offset += take;
        if (filled === size) {
          onFrame(frame);
          frame.copyWithin(0, hop);
          filled = size - hop;
        }
      }
    },
  };
}
