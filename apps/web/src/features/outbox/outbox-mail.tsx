import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import type { OutboxMessage } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date-time';

/** One kept mail: to whom, its subject and when, its body when opened. */
export function OutboxMail({ mail }: { mail: OutboxMessage }) {
  const { t } = useTranslation();
  const summaryId = `outbox-mail-${mail.id}`;
  return (
    <Accordion
      variant="outlined"
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        id={summaryId}
        aria-controls={`${summaryId}-body`}
        expandIcon={<ExpandMoreIcon />}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {mail.subject}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.25, sm: 2 }}
            sx={{ color: 'text.secondary', alignItems: { sm: 'center' } }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('outbox.to', { to: mail.to })}
            </Typography>
            <Typography variant="body2">
              {t('outbox.written', { date: formatDateTime(mail.createdAt) })}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              label={t(`outbox.states.${mail.status}`)}
              color={mail.status === 'sent' ? 'success' : 'default'}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            />
          </Stack>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${summaryId}-body`} aria-labelledby={summaryId}>
        <Typography
          component="pre"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }}
        >
          {mail.text}
        </Typography>
        <Stack spacing={0.5} sx={{ mt: 2, color: 'text.secondary' }}>
          {mail.sentAt && (
            <Typography variant="body2">
              {t('outbox.sentAt', { date: formatDateTime(mail.sentAt) })}
            </Typography>
          )}
          {mail.attempts > 0 && (
            <Typography variant="body2">
              {t('outbox.attempts', { count: mail.attempts })}
            </Typography>
          )}
          {mail.lastError && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('outbox.lastError', { error: mail.lastError })}
            </Typography>
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
