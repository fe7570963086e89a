import { Alert, Snackbar } from '@mui/material';
import { TOAST_AUTO_HIDE_MS } from '@cuebrief/shared';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type Toast = {
  /**
   * The severities of docs/contracts.md#toasts: info says what happened without praise or alarm;
   * warning that it happened, but something needs the person's eye.
   */
  severity: 'success' | 'error' | 'info' | 'warning';
  description: string;
  /** Anything extra under the description, e.g. a link to what was just created. */
  custom?: ReactNode;
};

const ToastContext = createContext<(toast: Toast) => void>(() => {});

/**
 * docs/contracts.md#toasts: a toast opens with a severity, a description and an optional block; it
 * closes itself after 2 s.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const showToast = useCallback((next: Toast) => {
    setToast({ ...next, key: Date.now() });
    setIsOpen(true);
  }, []);
  const close = () => setIsOpen(false);

  return (
    <ToastContext.Provider value={showToast}>
      {children}
      <Snackbar
        key={toast?.key}
        open={isOpen}
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert
          severity={toast?.severity ?? 'success'}
          variant="filled"
          onClose={close}
          slotProps={{ closeButton: { 'aria-label': t('toast.close') } }}
          sx={{ width: '100%' }}
        >
          {toast?.description}
          {toast?.custom}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: Toast) => void {
  return useContext(ToastContext);
}
