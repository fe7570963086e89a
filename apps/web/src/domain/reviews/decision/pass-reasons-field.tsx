import { Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../../components/form/choice-chips';
import { LoadFailed } from '../../../components/list-states';
import { usePassReasons } from '../api/use-pass-reasons';

/**
 * The reasons for passing a take, each a chip to toggle, from the list the server serves (and
 * checks decisions against).
 */
export function PassReasonsField({
  value,
  onChange,
  focusRef,
  error,
}: {
  value: string[];
  onChange: (reasons: string[]) => void;
  focusRef: (element: HTMLElement | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const reasons = usePassReasons();
  if (reasons.isPending) {
    return <Skeleton variant="rounded" height={88} aria-label={t('common.loading')} />;
  }
  if (reasons.isError) {
    return (
      <LoadFailed
        message={t('reviews.decision.reasonsFailed')}
        onRetry={() => void reasons.refetch()}
      />
    );
  }
  return (
    <ChoiceChips
      label={t('reviews.decision.reasons')}
      help={t('reviews.decision.reasonsHelp')}
      error={error}
      options={reasons.data}
      value={value}
      onChange={onChange}
      focusRef={focusRef}
      isRequired
    />
  );
}
