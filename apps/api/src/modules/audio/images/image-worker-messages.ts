import type { ErrorCode } from '@cuebrief/shared';
import type { ImageRenditions } from './image-renditions';

/** To the image worker: one upload's bytes (transferred, not copied). */
export type ToImageWorker = { bytes: Uint8Array };

/** From it: the renditions, or why there are none (an AppError's code and message). */
export type FromImageWorker =
  | { type: 'rendered'; renditions: ImageRenditions }
  | { type: 'refused'; code: ErrorCode | undefined; message: string };
