import { notWav, wavIncomplete, wavWithoutAudio } from '../audio-refusals';
import type { AudioMeasurement, Inspector, WavSampleSink } from './inspector';
import { createPcmScanner, type PcmScanner } from './pcm-peaks';
import { createPeakAccumulator, type PeakAccumulator } from './peaks';
import { readWavFormat, type WavFormat } from './wav-format';

const RIFF = Buffer.from('RIFF', 'latin1');
const WAVE = Buffer.from('WAVE', 'latin1');
const RIFF_HEADER_BYTES = 12;
const CHUNK_HEADER_BYTES = 8;
/** A `fmt ` chunk is 16 to 40 bytes; one far larger is not a real header. */
const MAX_FMT_BYTES = 1024;
/** Writers that stream a wav of unknown length put this in the data chunk's size. */
const UNKNOWN_SIZE = 0xffffffff;

type Phase = 'riff' | 'chunk-header' | 'fmt' | 'skip' | 'data' | 'after-data';

/**
 * Checks a wav as it streams in (RIFF/WAVE, a PCM or float `fmt ` chunk, then the `data`
 * chunk) and reads its samples for the waveform. Chunks other than those two are passed over;
 * what follows the data chunk is not read. A data chunk that ends before its header said is
 * an incomplete file. `onSamples`, when given, receives the data chunk's bytes as they pass.
 */
export function createWavInspector(onSamples?: WavSampleSink): Inspector<AudioMeasurement> {
  let phase: Phase = 'riff';
  /** The header being collected (RIFF header, chunk header, fmt body). */
  let header = Buffer.alloc(0);
  let headerNeeded = RIFF_HEADER_BYTES;
  let fmtBytes = 0;
  let skip = 0;
  let format: WavFormat | undefined;
  let peaks: PeakAccumulator | undefined;
  let scanner: PcmScanner | undefined;
  let dataLeft = 0;
  let dataBytes = 0;

  function collect(bytes: Buffer): Buffer {
    const take = Math.min(headerNeeded - header.length, bytes.length);
    header = Buffer.concat([header, bytes.subarray(0, take)]);
    return bytes.subarray(take);
  }

  function expect(phaseNext: Phase, bytes: number): void {
    phase = phaseNext;
    header = Buffer.alloc(0);
    headerNeeded = bytes;
  }

  function checkRiffHeader(): void {
    const riff = header.subarray(0, 4);
    const wave = header.subarray(8, 12);
    if (
      !riff.equals(RIFF.subarray(0, riff.length)) ||
      !wave.equals(WAVE.subarray(0, wave.length))
    ) {
      throw notWav();
    }
  }

  function startChunk(): void {
    const id = header.toString('latin1', 0, 4);
    const size = header.readUInt32LE(4);
    if (id === 'fmt ') {
      if (size < 16 || size > MAX_FMT_BYTES) throw notWav();
      fmtBytes = size;
      expect('fmt', size + (size & 1));
    } else if (id === 'data') {
      if (!format) throw notWav();
      if (size === 0) throw wavWithoutAudio();
      phase = 'data';
      dataLeft = size === UNKNOWN_SIZE ? Infinity : size;
    } else {
      phase = 'skip';
      skip = size + (size & 1);
    }
  }

  return {
    push(chunk) {
      let bytes = chunk;
      while (bytes.length > 0) {
        if (phase === 'riff' || phase === 'chunk-header' || phase === 'fmt') {
          bytes = collect(bytes);
          // The first bytes decide: a file that does not start as RIFF/WAVE is refused at once.
          if (phase === 'riff') checkRiffHeader();
          if (header.length < headerNeeded) continue;
          if (phase === 'riff') {
            expect('chunk-header', CHUNK_HEADER_BYTES);
          } else if (phase === 'chunk-header') {
            startChunk();
          } else {
            format = readWavFormat(header.subarray(0, fmtBytes));
            // Blocks start as one frame (a sample of each channel) and stay whole frames as they double.
            peaks = createPeakAccumulator({ firstBlockUnits: format.channels });
            scanner = createPcmScanner(format, peaks);
            expect('chunk-header', CHUNK_HEADER_BYTES);
          }
        } else if (phase === 'skip') {
          const skipped = Math.min(skip, bytes.length);
          skip -= skipped;
          bytes = bytes.subarray(skipped);
          if (skip === 0) expect('chunk-header', CHUNK_HEADER_BYTES);
        } else if (phase === 'data') {
          const take = Math.min(dataLeft, bytes.length);
          scanner?.push(bytes.subarray(0, take));
          if (onSamples && format) onSamples(bytes.subarray(0, take), format);
          dataBytes += take;
          dataLeft -= take;
          bytes = bytes.subarray(take);
          if (dataLeft === 0) phase = 'after-data';
        } else {
          return;
        }
      }
    },
    finish() {
      if (phase === 'riff') throw notWav();
      if (!format || !scanner || !peaks) throw wavIncomplete();
      if (phase !== 'data' && phase !== 'after-data') throw wavIncomplete();
      if (dataLeft !== Infinity && dataLeft > 0) throw wavIncomplete();
      const frames = Math.floor(dataBytes / format.blockAlign);
      if (frames === 0) throw wavWithoutAudio();
      return {
        durationSeconds: frames / format.sampleRate,
        sampleRate: format.sampleRate,
        channels: format.channels,
        bitRate: format.sampleRate * format.blockAlign * 8,
        peaks: peaks.finish(scanner.fullScale),
      };
    },
    dispose: () => {},
  };
}
