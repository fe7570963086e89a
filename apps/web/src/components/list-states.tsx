import { Alert, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Placeholder rows shaped like the list that is loading, so the page does not jump. */
export function ListSkeleton({ rows = 3, height = 72 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** A list that could not be loaded: said on the page, with a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** A list with nothing in it: says so, with what to do next (`children`: links or buttons). */
export function EmptyList({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{text}</Typography>
          {children && (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              {children}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
