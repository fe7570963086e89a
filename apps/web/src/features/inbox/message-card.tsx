import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import type { ContactMessage } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { CardTitle } from '../../components/card-title';
import { formatDateTime } from '../../lib/format-date-time';

/** One contact message: subject, sender, when, and the message as it was written. */
export function MessageCard({ message }: { message: ContactMessage }) {
  const { t } = useTranslation();
  const headingId = `inbox-message-${message.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 2 }}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: 1.5 }}
        >
          <CardTitle id={headingId} component="h2">
            {message.subject}
          </CardTitle>
          <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
            {t('inbox.received', { date: formatDateTime(message.createdAt) })}
          </Typography>
        </Stack>
        <Box sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {`${message.firstName} ${message.lastName}`}
          </Typography>
          <Typography component="span" color="text.secondary" aria-hidden>
            {' · '}
          </Typography>
          <Link href={`mailto:${message.email}`}>{message.email}</Link>
        </Box>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message.message}
        </Typography>
      </CardContent>
    </Card>
  );
}
