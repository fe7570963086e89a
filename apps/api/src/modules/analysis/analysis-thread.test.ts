import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/helpers/analysis-jobs';
import { pngBytes, writeWav } from '../../../test/helpers/audio-files';
import { AnalysisFailure, createAnalysisThread, MAX_CHUNK_BYTES } from './analysis-thread';
import { createAudioAnalyser } from './dsp/analyse';

/** `bytes` in pieces of `size`, as a storage read hands them over. */
async function* piecesOf(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** What the analyser measures of `bytes` on the calling thread. */
async function measuredHere(bytes: Uint8Array) {
  const analyser = await createAudioAnalyser();
  analyser.push(bytes);
  return analyser.finish();
}

async function failureOf(work: Promise<unknown>): Promise<AnalysisFailure> {
  const error = await work.then(
    () => new Error('no failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AnalysisFailure);
  return error as AnalysisFailure;
}

const thread = createAnalysisThread();
// Its stall check is short: the job that stalls on it waits that long.
const impatient = createAnalysisThread({ stallMs: 1_500 });
// Its worker ends after a short idle time.
const brief = createAnalysisThread({ idleMs: 200 });
afterAll(() => Promise.all([thread.close(), impatient.close(), brief.close()]));

describe('an analysis thread', () => {
  const tone = writeWav({ seconds: 3, frequency: 440, amplitude: 0.25 });

  it('measures a file streamed in pieces of any size as the analyser does here', async () => {
    const expected = await measuredHere(tone);
    for (const size of [1_000, 65_536, tone.length]) {
      expect(await thread.analyse(piecesOf(tone, size))).toEqual({
        ...expected,
        analyser: 'cuebrief-analyser',
        analyserVersion: '1.0.0',
      });
    }
  });

  it('reads a long file only as fast as the thread measures it, never ahead of it', async () => {
    // About 110 MB of wav, made piece by piece as it is read, never whole.
    const seconds = 600;
    const header = writeWav({ seconds, frequency: 0 }).subarray(0, 44);
    const dataBytes = seconds * 44_100 * 4;
    let lastReadAt = 0;
    async function* longWav(): AsyncGenerator<Uint8Array> {
      yield new Uint8Array(header);
      for (let sent = 0; sent < dataBytes; sent += MAX_CHUNK_BYTES) {
        yield new Uint8Array(Math.min(MAX_CHUNK_BYTES, dataBytes - sent));
      }
      lastReadAt = Date.now();
    }
    const startedAt = Date.now();
    const measured = await thread.analyse(longWav());
    const doneAt = Date.now();
    expect(measured.durationSeconds).toBe(seconds);
    // Unbounded, the file would be read whole within milliseconds and queue up in memory; with
    // at most MAX_CHUNKS_IN_FLIGHT pieces ahead, its last piece is read near the end.
    expect(lastReadAt - startedAt).toBeGreaterThan((doneAt - startedAt) * 0.5);
  }, 60_000);

  it('fails for good on bytes that are no audio', async () => {
    const failure = await failureOf(thread.analyse(piecesOf(pngBytes(), 100)));
    expect(failure.isFinal).toBe(true);
  });

  it('fails for now when the stored file cannot be read, and goes on with the next', async () => {
    async function* broken(): AsyncGenerator<Uint8Array> {
      yield tone.subarray(0, 1000);
      throw new Error('storage unreachable');
    }
    const failure = await failureOf(thread.analyse(broken()));
    expect(failure).toMatchObject({ isFinal: false, message: 'storage unreachable' });
    expect((await thread.analyse(piecesOf(tone, 4096))).durationSeconds).toBe(3);
  });

  it('gives up a job that stalls or is stopped, and starts a new worker for the next', async () => {
    const never = (async function* (): AsyncGenerator<Uint8Array> {
      yield tone.subarray(0, 1000);
      await new Promise(() => {});
    })();
    const stalled = await failureOf(impatient.analyse(never));
    expect(stalled).toMatchObject({ isFinal: false, message: 'the analysis stalled' });

    const stop = new AbortController();
    const stopped = failureOf(
      thread.analyse(
        (async function* () {
          yield tone.subarray(0, 1000);
          stop.abort();
          await new Promise(() => {});
        })(),
        stop.signal,
      ),
    );
    expect(await stopped).toMatchObject({ isFinal: false, message: 'the analysis was stopped' });
    expect((await thread.analyse(piecesOf(tone, 65_536))).durationSeconds).toBe(3);
  });

  it('ends its worker when idle and starts another with the next job', async () => {
    expect(brief.isStarted).toBe(false);
    const first = await brief.analyse(piecesOf(tone, 65_536));
    await eventually(
      async () => brief.isStarted,
      (isStarted) => !isStarted,
      'the idle end',
      10_000,
    );
    const working = brief.analyse(piecesOf(tone, 65_536));
    expect(brief.isStarted).toBe(true);
    expect(await working).toEqual(first);
  });
});
