// The upload inspectors, for the analysis module: a stored file is read again by the same
// rules that accepted it, and the inspectors hand over the samples they read. A face of its
// own, apart from audio.types.ts, so the modules that import that file do not load the mp3
// decoder.
export { createMp3Inspector } from './inspect/mp3-inspector';
export { createWavInspector } from './inspect/wav-inspector';
export type { AudioMeasurement, Inspector, PcmSink, WavSampleSink } from './inspect/inspector';
export type { WavFormat } from './inspect/wav-format';
