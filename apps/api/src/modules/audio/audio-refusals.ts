import { UPLOAD_LIMITS_BYTES, type UploadKind } from '@cuebrief/shared';
import { AppError } from '../../lib/app-error';

/** What an uploader reads when a file is refused: one sentence that says what to fix. */

const unsupported = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);

export const notMp3 = () => unsupported('This file is not an MP3 audio file.');
export const notWav = () => unsupported('This file is not a WAV audio file.');
export const wavIncomplete = () => unsupported('The WAV file is incomplete.');
export const wavWithoutAudio = () => unsupported('The WAV file holds no audio.');
export const wavEncodingUnsupported = () =>
  unsupported(
    'This WAV encoding is not supported: please send PCM (8, 16, 24 or 32 bit) or 32-bit float.',
  );
export const notZip = () => unsupported('Stems must be a zip file.');
export const zipIncomplete = () => unsupported('The zip file is incomplete.');
/** An empty file is refused as content (415), like any other file that is not audio. */
export const emptyFile = () => unsupported('The file is empty.');

const KIND_NAMES: Record<UploadKind, string> = {
  mp3: 'An MP3 file',
  wav: 'A WAV file',
  stems: 'A stems zip',
  image: 'An image',
};

/** A size limit in words: `50 MB`, `2 GB`. */
export function sizeText(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return mib >= 1024 && mib % 1024 === 0 ? `${mib / 1024} GB` : `${mib} MB`;
}

export const tooLarge = (kind: UploadKind) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `${KIND_NAMES[kind]} may be at most ${sizeText(UPLOAD_LIMITS_BYTES[kind])}.`,
  );
