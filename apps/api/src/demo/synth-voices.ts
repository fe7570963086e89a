/** A stereo buffer the voices below add themselves into. */
export type StereoBuffer = { left: Float32Array; right: Float32Array; sampleRate: number };

/** A small deterministic random generator (mulberry32): the same music for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const TABLE_SIZE = 2048;

/**
 * One cycle of a tone with the given harmonic amplitudes (fundamental first), plus a guard
 * sample for interpolation. Instruments read a table instead of summing sines per sample, so
 * a chord with harmonics costs one lookup per note and sample: the synthesiser stays far
 * faster than real time.
 */
export function wavetable(harmonics: readonly number[]): Float32Array {
  const table = new Float32Array(TABLE_SIZE + 1);
  let peak = 0;
  for (let i = 0; i <= TABLE_SIZE; i++) {
    let value = 0;
    harmonics.forEach((amplitude, h) => {
      value += amplitude * Math.sin((2 * Math.PI * (h + 1) * i) / TABLE_SIZE);
    });
    table[i] = value;
    peak = Math.max(peak, Math.abs(value));
  }
  for (let i = 0; i <= TABLE_SIZE; i++) table[i]! /= peak;
  return table;
}

/** A note's shape (seconds): linear attack, exponential decay towards `sustain`, linear release. */
export type Envelope = { attack: number; decay: number; sustain: number; release: number };

/** Left and right gains of a constant-power pan, -1 (left) to 1 (right). */
function panGains(pan: number): [number, number] {
  const angle = ((pan + 1) * Math.PI) / 4;
  return [Math.cos(angle), Math.sin(angle)];
}

/** Adds a pitched note read from `table` at `hertz`, from `start` for `duration` seconds. */
export function addNote(
  out: StereoBuffer,
  table: Float32Array,
  envelope: Envelope,
  note: { start: number; duration: number; hertz: number; gain: number; pan: number },
): void {
  const rate = out.sampleRate;
  const from = Math.round(note.start * rate);
  const length = Math.min(
    out.left.length - from,
    Math.round((note.duration + envelope.release) * rate),
  );
  const held = Math.min(length, Math.round(note.duration * rate));
  const attack = Math.max(1, Math.round(envelope.attack * rate));
  const release = Math.max(1, Math.round(envelope.release * rate));
  const decayPerSample = Math.exp(-1 / (envelope.decay * rate));
  const [leftGain, rightGain] = panGains(note.pan);
  const { left, right } = out;
  const step = (note.hertz / rate) * TABLE_SIZE;
  let phase = 0;
  let decaying = 1;
  let level = 0;
  // The held part and the release in loops of their own: no test of the stage per sample,
  // which keeps a minute of music to a few hundred milliseconds.
  for (let n = 0; n < held; n++) {
    level = envelope.sustain + (1 - envelope.sustain) * decaying;
    decaying *= decayPerSample;
    if (n < attack) level *= n / attack;
    const index = phase | 0;
    const sample = table[index]! + (phase - index) * (table[index + 1]! - table[index]!);
    const value = sample * level * note.gain;
    left[from + n]! += value * leftGain;
    right[from + n]! += value * rightGain;
    phase += step;
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
  }
  const releasedFrom = level;
  for (let n = held; n < length; n++) {
    const index = phase | 0;
    const sample = table[index]! + (phase - index) * (table[index + 1]! - table[index]!);
    const value = sample * releasedFrom * (1 - (n - held) / release) * note.gain;
    left[from + n]! += value * leftGain;
    right[from + n]! += value * rightGain;
    phase += step;
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
  }
}

/** A kick drum's sound: a sine falling from `startHz` to `endHz`, dying away in `decay` s. */
export type KickVoice = { startHz: number; endHz: number; decay: number };

export function addKick(out: StereoBuffer, voice: KickVoice, start: number, gain: number): void {
  const rate = out.sampleRate;
  const from = Math.round(start * rate);
  const to = Math.min(out.left.length, from + Math.round(6 * voice.decay * rate));
  let phase = 0;
  for (let i = from; i < to; i++) {
    const t = (i - from) / rate;
    const hertz = voice.endHz + (voice.startHz - voice.endHz) * Math.exp(-t / 0.03);
    phase += (2 * Math.PI * hertz) / rate;
    const value = Math.sin(phase) * Math.exp(-t / voice.decay) * gain;
    out.left[i]! += value;
    out.right[i]! += value;
  }
}

/** A snare's sound: a short tone at `toneHz` under band-limited noise of `decay` s. */
export type SnareVoice = { toneHz: number; decay: number; noise: number };

export function addSnare(
  out: StereoBuffer,
  voice: SnareVoice,
  start: number,
  gain: number,
  random: () => number,
): void {
  const rate = out.sampleRate;
  const from = Math.round(start * rate);
  const to = Math.min(out.left.length, from + Math.round(6 * voice.decay * rate));
  let previous = 0;
  for (let i = from; i < to; i++) {
    const t = (i - from) / rate;
    const white = random() * 2 - 1;
    // A light first difference tilts the noise up a little, where a snare's wires ring.
    const noise = white - 0.3 * previous;
    previous = white;
    const tone = Math.sin(2 * Math.PI * voice.toneHz * t) * Math.exp(-t / 0.04);
    const value = (voice.noise * noise * Math.exp(-t / voice.decay) + tone) * gain;
    out.left[i]! += value * 0.9;
    out.right[i]! += value;
  }
}

/** A closed hi-hat: high-passed noise dying away in `decay` s, placed at `pan`. */
export type HatVoice = { decay: number; pan: number };

export function addHat(
  out: StereoBuffer,
  voice: HatVoice,
  start: number,
  gain: number,
  random: () => number,
): void {
  const rate = out.sampleRate;
  const from = Math.round(start * rate);
  const to = Math.min(out.left.length, from + Math.round(5 * voice.decay * rate));
  const [leftGain, rightGain] = panGains(voice.pan);
  let previous = 0;
  let previousDifference = 0;
  for (let i = from; i < to; i++) {
    const t = (i - from) / rate;
    const white = random() * 2 - 1;
    // Two first differences: a steep high-pass, the metallic hiss of a closed hat.
    const difference = white - previous;
    const value = (difference - previousDifference) * 0.5 * Math.exp(-t / voice.decay) * gain;
    previous = white;
    previousDifference = difference;
    out.left[i]! += value * leftGain;
    out.right[i]! += value * rightGain;
  }
}

/** A silent stereo buffer of `frames` frames. */
export function stereoBuffer(frames: number, sampleRate: number): StereoBuffer {
  return { left: new Float32Array(frames), right: new Float32Array(frames), sampleRate };
}

/**
 * A copy of what `scratch` holds up to its silent end (what a mix has to add), and `scratch`
 * silent again: parts are drawn into one scratch buffer and kept at their own size.
 */
export function takeTrimmed(scratch: StereoBuffer): StereoBuffer {
  let end = scratch.left.length;
  while (end > 0 && scratch.left[end - 1] === 0 && scratch.right[end - 1] === 0) end--;
  const part = { ...scratch, left: scratch.left.slice(0, end), right: scratch.right.slice(0, end) };
  scratch.left.fill(0, 0, end);
  scratch.right.fill(0, 0, end);
  return part;
}

/** Adds `part` times `gain` into `out` from frame `from` on (as much of it as fits). */
export function mixAt(out: StereoBuffer, part: StereoBuffer, from: number, gain = 1): void {
  const length = Math.min(part.left.length, out.left.length - from);
  for (let i = 0; i < length; i++) {
    out.left[from + i]! += part.left[i]! * gain;
    out.right[from + i]! += part.right[i]! * gain;
  }
}
