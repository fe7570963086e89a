const SAMPLE_RATE = 16_000;
const HEADER_BYTES = 44;

/** The 44-byte RIFF/WAVE header of 16-bit integer PCM with `dataBytes` of samples after it. */
export function pcmWavHeader(format: {
  channels: number;
  sampleRate: number;
  dataBytes: number;
}): Buffer {
  const blockAlign = format.channels * 2;
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(HEADER_BYTES - 8 + format.dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(format.channels, 22);
  header.writeUInt32LE(format.sampleRate, 24);
  header.writeUInt32LE(format.sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(format.dataBytes, 40);
  return header;
}

/** A note of a tone: its pitch, and when it sounds within the tone (seconds). */
export type DemoNote = { hertz: number; from: number; to: number };

/**
 * A short mono 16-bit PCM wav of the notes given, each swelling in and fading out: a plain tone
 * with a shape, for the tests and benchmarks that need a small upload rather than music (the
 * demo's own audio is music, demo-music.ts).
 */
export function demoToneWav(seconds: number, notes: DemoNote[]): Buffer {
  const frames = Math.round(seconds * SAMPLE_RATE);
  const dataBytes = frames * 2;
  const wav = Buffer.alloc(HEADER_BYTES + dataBytes);
  pcmWavHeader({ channels: 1, sampleRate: SAMPLE_RATE, dataBytes }).copy(wav);
  for (let frame = 0; frame < frames; frame++) {
    const t = frame / SAMPLE_RATE;
    let value = 0;
    for (const note of notes) {
      if (t < note.from || t >= note.to) continue;
      // A sine swell: silent at both ends of the note, loudest in its middle.
      const envelope = Math.sin((Math.PI * (t - note.from)) / (note.to - note.from));
      value += envelope * Math.sin(2 * Math.PI * note.hertz * t);
    }
    const sample = Math.max(-1, Math.min(1, value / Math.max(1, notes.length / 2)));
    wav.writeInt16LE(Math.round(sample * 0.8 * 32767), HEADER_BYTES + frame * 2);
  }
  return wav;
}
