import { Button } from '@mui/material';
import type { ContactMessage } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SuccessPanel } from '../../components/success-panel';
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
  return (
    <SuccessPanel
      title={t('contact.sentTitle')}
      text={t('contact.sentText', {
        name: message.firstName,
        subject: message.subject,
        email: message.email,
      })}
      actions={
        <>
          <Button variant="contained" onClick={onSendAnother}>
            {t('contact.sendAnother')}
          </Button>
          <Button component={RouterLink} to={paths.home} variant="outlined">
            {t('contact.backHome')}
          </Button>
        </>
      }
    />
  );
}
