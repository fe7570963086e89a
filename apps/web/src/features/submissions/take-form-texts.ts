import { useTranslation } from 'react-i18next';
import type { AudioUploadTexts } from '../../domain/audio/upload/audio-upload-form';

/**
 * A composer's take form's texts (a new take, a new version): the same fields, only the send
 * button's words differ.
 */
export function useTakeFormTexts(send: string): AudioUploadTexts {
  const { t } = useTranslation();
  return {
    title: t('submissions.submit.musicTitle'),
    infoHeading: t('submissions.submit.infoHeading'),
    description: t('submissions.submit.description'),
    bpm: t('submissions.submit.bpm'),
    key: t('submissions.submit.key'),
    noKey: t('submissions.submit.noKey'),
    send,
  };
}
