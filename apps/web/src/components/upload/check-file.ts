import { UPLOAD_LIMITS_BYTES, type UploadKind } from '@cuebrief/shared';
import i18n from '../../lib/i18n/i18n';
import { formatBytes } from '../../lib/format-bytes';

/** The file endings each kind of upload takes; the server checks the content itself. */
export const UPLOAD_EXTENSIONS: Record<UploadKind, readonly string[]> = {
  mp3: ['.mp3'],
  wav: ['.wav', '.wave'],
  stems: ['.zip'],
  image: ['.png', '.jpg', '.jpeg', '.webp'],
};

/**
 * Why a chosen file cannot be sent as `kind`, or null when it may be. Only a quick check by
 * name and size, so a person hears at once instead of after a long upload; the server is the
 * judge and reads the content.
 */
export function fileProblem(file: File, kind: UploadKind): string | null {
  const name = file.name.toLowerCase();
  const extensions = UPLOAD_EXTENSIONS[kind];
  if (!extensions.some((extension) => name.endsWith(extension))) {
    return i18n.t('upload.wrongType', { types: extensions.join(', ') });
  }
  if (file.size > UPLOAD_LIMITS_BYTES[kind]) {
    return i18n.t('upload.tooLarge', { max: formatBytes(UPLOAD_LIMITS_BYTES[kind]) });
  }
  if (file.size === 0) return i18n.t('upload.empty');
  return null;
}
