import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Stack, Typography } from '@mui/material';
import type { ContactMessage } from '@cuebrief/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

/** What a sender sees once the message is stored: that it arrived, and where the reply goes. */
export function MessageSent({
  message,
  onSendAnother,
}: {
  message: ContactMessage;
  onSendAnother: () => void;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the person was in is gone; move focus to the news so keyboard and screen-reader
  // users are not left on nothing.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
        {t('contact.sentTitle')}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {t('contact.sentText', {
          name: message.firstName,
          subject: message.subject,
          email: message.email,
        })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignSelf: 'stretch' }}>
        <Button variant="contained" onClick={onSendAnother}>
          {t('contact.sendAnother')}
        </Button>
        <Button component={RouterLink} to={paths.home} variant="outlined">
          {t('contact.backHome')}
        </Button>
      </Stack>
    </Stack>
  );
}
