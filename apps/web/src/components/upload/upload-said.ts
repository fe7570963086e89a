import { useTranslation } from 'react-i18next';
import type { UploadState } from './use-upload';

/**
 * What a screen reader is told of an upload: its state, and while it sends, its progress in
 * quarters only, so a polite live region speaks a few times per file, not at every percent.
 */
export function useUploadSaid(): (name: string, state: UploadState) => string {
  const { t } = useTranslation();
  return (name, state) => {
    switch (state.status) {
      case 'idle':
        return '';
      case 'waiting':
        return t('upload.said.waiting', { name });
      case 'uploading': {
        const quarter = Math.floor((state.progress?.percent ?? 0) / 25) * 25;
        return t('upload.said.sending', { name, percent: quarter });
      }
      case 'checking':
        return t('upload.said.checking', { name });
      case 'done':
        return t('upload.said.done', { name });
      case 'failed':
        return t('upload.said.failed', { name, reason: state.message });
      case 'cancelled':
        return t('upload.said.cancelled', { name });
    }
  };
}
