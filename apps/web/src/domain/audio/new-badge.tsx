import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** "New": an audio the client has not played yet. */
export function NewBadge() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t('submissions.states.new')}
      data-testid="new-badge"
      // The brand's colour with its own text colour: AA in both schemes (palettes.test.ts).
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}
    />
  );
}
