import { AppError } from '../../../lib/app-error';
import { createSemaphore } from '../../../lib/semaphore';
import { startWorkerThread } from '../../../lib/worker-thread';
import type { ImageRenditions } from './image-renditions';
import type { FromImageWorker, ToImageWorker } from './image-worker-messages';

/**
 * Images rendered at once by this process. Covers are uploaded by admins now and then; one at a
 * time bounds the memory a burst of uploads could take (each decoded image is up to 160 MB)
 * and leaves the other cores to the event loop and the audio workers (decision 017).
 */
const IMAGES_AT_ONCE = 1;
const turns = createSemaphore(IMAGES_AT_ONCE);

/** The thread ended without answering (it crashed or ran out of memory). */
const threadLost = (why: string) => new Error(`the image worker stopped: ${why}`);

function renderOnce(bytes: Uint8Array): Promise<ImageRenditions> {
  // A thread of its own per image: the codecs' WebAssembly memory only grows, so a thread kept
  // for the next image would hold the largest image's memory for good; starting one is ~50 ms.
  const worker = startWorkerThread(import.meta.url, 'image-worker');
  return new Promise<ImageRenditions>((resolve, reject) => {
    worker.once('message', (answer: FromImageWorker) => {
      if (answer.type === 'rendered') resolve(answer.renditions);
      else if (answer.code) reject(new AppError(answer.code, answer.message));
      else reject(new Error(answer.message));
    });
    worker.once('error', (error) => reject(threadLost(error.message)));
    worker.once('exit', (code) => reject(threadLost(`exit code ${code}`)));
    const copy = Uint8Array.from(bytes);
    worker.postMessage({ bytes: copy } satisfies ToImageWorker, [copy.buffer]);
  }).finally(() => void worker.terminate());
}

/**
 * The renditions of an uploaded image (image-renditions.ts), made on a worker thread so the
 * event loop keeps serving while it decodes; the same refusals (415) as made in place.
 */
export const renderImageOffThread = (bytes: Uint8Array): Promise<ImageRenditions> =>
  turns.run(() => renderOnce(bytes));
