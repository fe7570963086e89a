import { parentPort } from 'node:worker_threads';
import { AppError } from '../../../lib/app-error';
import { renderImage } from './image-renditions';
import type { FromImageWorker, ToImageWorker } from './image-worker-messages';

/**
 * The worker thread that decodes and scales one uploaded image (image-thread.ts starts one per
 * image): decoding a 3000 × 3000 photo and encoding its renditions is a few hundred ms of CPU
 * and some 100 MB, which stay off the event loop and are given back when the thread ends.
 */
parentPort?.once('message', async ({ bytes }: ToImageWorker) => {
  let answer: FromImageWorker;
  try {
    answer = { type: 'rendered', renditions: await renderImage(bytes) };
  } catch (error) {
    answer = {
      type: 'refused',
      code: error instanceof AppError ? error.code : undefined,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  const { renditions } = answer.type === 'rendered' ? answer : { renditions: undefined };
  const transfer = renditions
    ? [renditions.cover, renditions.thumbnail, ...renditions.variants].map(
        (rendition) => rendition.bytes.buffer as ArrayBuffer,
      )
    : [];
  parentPort?.postMessage(answer, transfer);
});
