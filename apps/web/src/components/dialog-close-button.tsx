import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The "Close" cross in a dialog's top right corner, beside its title (which keeps `pr: 6` free
 * for it).
 */
export function DialogCloseButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <IconButton
      aria-label={t('dialog.close')}
      onClick={onClick}
      sx={{ position: 'absolute', right: 8, top: 8 }}
    >
      <CloseIcon />
    </IconButton>
  );
}
