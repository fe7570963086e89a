// A worker thread that measures stored audio (docs/contracts.md#brief-fit), so decoding and the
// DSP (seconds of CPU for a long file) never hold the event loop that answers requests: the
// event loop only moves the file's bytes here. Started by analysis-thread.ts; the build bundles
// it beside server.js.
import { parentPort } from 'node:worker_threads';
import type { FromAnalysisWorker, ToAnalysisWorker } from './analysis-worker-messages';
import {
  ANALYSER_NAME,
  ANALYSER_VERSION,
  createAudioAnalyser,
  UnreadableAudioError,
  type AudioAnalyser,
} from './dsp/analyse';

const port = parentPort;
if (!port) throw new Error('analysis-worker runs as a worker thread');

const send = (message: FromAnalysisWorker) => port.postMessage(message);

/** The job under way; after a failure its remaining chunks are acknowledged, not read. */
let current: { job: number; analyser: AudioAnalyser | undefined } | undefined;
/** The messages so far: each runs after the one before (starting an analyser is asynchronous). */
let tail = Promise.resolve();

function failureOf(job: number, error: unknown): FromAnalysisWorker {
  return {
    type: 'failed',
    job,
    isUnreadable: error instanceof UnreadableAudioError,
    message: error instanceof Error ? error.message : String(error),
  };
}

async function run(message: ToAnalysisWorker): Promise<void> {
  if (message.type === 'start') {
    // A job given up on before its finish leaves its decoder behind.
    current?.analyser?.dispose();
    current = { job: message.job, analyser: undefined };
  }
  const job = current?.job === message.job ? current : undefined;
  try {
    if (message.type === 'start' && job) job.analyser = await createAudioAnalyser();
    else if (message.type === 'chunk') {
      job?.analyser?.push(message.bytes);
      send({ type: 'taken', job: message.job });
    } else if (message.type === 'finish' && job?.analyser) {
      const measured = job.analyser.finish();
      job.analyser = undefined;
      send({
        type: 'measured',
        job: message.job,
        result: { ...measured, analyser: ANALYSER_NAME, analyserVersion: ANALYSER_VERSION },
      });
    }
  } catch (error) {
    job?.analyser?.dispose();
    if (job) job.analyser = undefined;
    send(failureOf(message.job, error));
    // The sender counts every chunk back, so it is never left waiting for room.
    if (message.type === 'chunk') send({ type: 'taken', job: message.job });
  }
}

port.on('message', (message: ToAnalysisWorker) => {
  tail = tail.then(() => run(message));
});
