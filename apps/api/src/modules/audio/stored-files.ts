import type { FastifyBaseLogger } from 'fastify';
import type { AudioFilesService } from '../audio/audio-files.types';

/**
 * Removes stored files once nothing points at them any more. The rows are already gone, so a
 * failure here fails nobody's call: it leaves an orphan file, logged with its key for cleanup.
 */
export function createFileSweeper(audioFiles: AudioFilesService, log: FastifyBaseLogger) {
  return async function sweep(storageKeys: readonly string[], reason: string): Promise<void> {
    if (storageKeys.length === 0) return;
    try {
      await audioFiles.removeFiles(storageKeys);
    } catch (error) {
      log.warn({ err: error, storageKeys, reason }, 'stored files could not be removed');
    }
  };
}
export type FileSweeper = ReturnType<typeof createFileSweeper>;
