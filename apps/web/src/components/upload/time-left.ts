import { useTranslation } from 'react-i18next';

/** "About 40 s left", "About 3 min left", "About 1 h 5 min left": rounded up, as people say it. */
export function useTimeLeftText(): (seconds: number) => string {
  const { t } = useTranslation();
  return (seconds) => {
    if (seconds < 60) return t('upload.secondsLeft', { count: Math.max(1, Math.ceil(seconds)) });
    const minutes = Math.ceil(seconds / 60);
    if (minutes < 60) return t('upload.minutesLeft', { count: minutes });
    return t('upload.hoursLeft', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
}
