import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/status-chip';
import { formatDate } from '../../lib/format-date';

/** Whether a client has played this audio yet, as its composer and admins see it. */
export function ListenedChip({ listenedAt }: { listenedAt: string | null }) {
  const { t } = useTranslation();
  return listenedAt ? (
    <StatusChip
      color="success"
      label={t('submissions.states.listenedOn', { date: formatDate(listenedAt) })}
    />
  ) : (
    <StatusChip color="info" label={t('submissions.states.notListened')} />
  );
}
