import { Chip, darken } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** "New": an audio the client has not played yet. */
export function NewBadge() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t('submissions.states.new')}
      data-testid="new-badge"
      // The brand's orange, darkened so small white text on it reads (WCAG AA).
      sx={(theme) => ({
        bgcolor: darken(theme.palette.secondary.main, 0.25),
        color: theme.palette.secondary.contrastText,
        fontWeight: 700,
      })}
    />
  );
}
