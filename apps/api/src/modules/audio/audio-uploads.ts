import type { AudioInfo } from '@cuebrief/shared';
import { validationError } from '../../lib/app-error';
import type { UploadPart } from '../../plugins/multipart';
import type {
  AudioFilesService,
  StoredAudioFile,
  StoredStemsFile,
} from '../audio/audio-files.types';
import { AUDIO_INFO_FIELD, parseAudioInfo } from './audio-info';
import type { FileSweeper } from './stored-files';

/** The files of an audio upload, by multipart field (spec §3: filemp3, filewav). */
const AUDIO_FILE_FIELDS = { filemp3: 'mp3', filewav: 'wav' } as const;
export const AUDIO_UPLOAD_SHAPE = {
  files: Object.keys(AUDIO_FILE_FIELDS),
  fields: [AUDIO_INFO_FIELD],
};
/** The stems of an audio: one zip in the field `file`. */
export const STEMS_UPLOAD_SHAPE = { files: ['file'], fields: [] };

export type ReceivedAudio = { files: StoredAudioFile[]; info: AudioInfo };

/**
 * Streams each file of an audio upload into storage as its part arrives, and reads its info.
 * On any failure (a refused file, bad info, the client gone) the files already stored are
 * removed again before the error goes on.
 */
export async function receiveAudioUpload(
  parts: AsyncIterable<UploadPart>,
  audioFiles: AudioFilesService,
  sweep: FileSweeper,
): Promise<ReceivedAudio> {
  const files: StoredAudioFile[] = [];
  let info: AudioInfo = {};
  try {
    for await (const part of parts) {
      if (part.kind === 'field') info = parseAudioInfo(part.value, part.isCut);
      else {
        const format = AUDIO_FILE_FIELDS[part.name as keyof typeof AUDIO_FILE_FIELDS];
        files.push(await audioFiles.receiveAudio(format, part.stream));
      }
    }
  } catch (error) {
    await sweep(
      files.map((file) => file.storageKey),
      'audio upload failed',
    );
    throw error;
  }
  if (files.length === 0) {
    const message = 'Add an mp3 or a wav file';
    throw validationError(Object.keys(AUDIO_FILE_FIELDS).map((field) => ({ field, message })));
  }
  return { files, info };
}

/** Streams the stems zip of an upload into storage; removes it again if the upload fails after. */
export async function receiveStemsUpload(
  parts: AsyncIterable<UploadPart>,
  audioFiles: AudioFilesService,
  sweep: FileSweeper,
): Promise<StoredStemsFile> {
  let stems: StoredStemsFile | undefined;
  try {
    for await (const part of parts) {
      if (part.kind === 'file') stems = await audioFiles.receiveStems(part.stream);
    }
  } catch (error) {
    await sweep(stems ? [stems.storageKey] : [], 'stems upload failed');
    throw error;
  }
  if (!stems) throw validationError([{ field: 'file', message: 'Add a zip of the stems' }]);
  return stems;
}
