import type { ColorSchemeChoice } from '@cuebrief/shared';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-provider';
import { useAuth } from '../auth/auth-context';
import { saveColorScheme } from './save-color-scheme';

/**
 * The colour scheme chosen (`system` until someone chooses) and the way to choose: the page
 * changes at once and the browser keeps the choice (MUI's useColorScheme, under
 * COLOR_SCHEME_STORAGE_KEY); a signed-in person's account keeps it too, so their other browsers
 * take it when they sign in or reload. If the account cannot keep it, this browser still does.
 */
export function useColorModeChoice(): {
  choice: ColorSchemeChoice;
  choose: (choice: ColorSchemeChoice) => void;
} {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const { profile } = useAuth();
  const showToast = useToast();
  const choose = (choice: ColorSchemeChoice) => {
    setMode(choice);
    if (!profile) return;
    saveColorScheme(choice).catch(() =>
      showToast({ severity: 'error', description: t('colorMode.saveFailed') }),
    );
  };
  return { choice: mode ?? 'system', choose };
}
