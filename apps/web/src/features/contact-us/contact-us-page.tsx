import { Card, CardContent, Stack } from '@mui/material';
import type { ContactMessage } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../lib/auth/auth-context';
import { ContactForm, type Sender } from './contact-form';
import { MessageSent } from './message-sent';

/** /contact-us (Composer, Client, Guest): a message to the team, stored and mailed to the admins. */
export function ContactUsPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const [sent, setSent] = useState<ContactMessage | null>(null);
  // After "send another", the last sender is kept: the same person most likely writes again.
  const [lastSender, setLastSender] = useState<Sender | null>(null);
  const sender: Sender = lastSender ?? {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    email: profile?.email ?? '',
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          {sent ? (
            <MessageSent
              message={sent}
              onSendAnother={() => {
                setLastSender({
                  firstName: sent.firstName,
                  lastName: sent.lastName,
                  email: sent.email,
                });
                setSent(null);
              }}
            />
          ) : (
            // Keyed by the profile: its defaults fill in once the profile is known.
            <ContactForm key={profile?.uuid ?? 'guest'} sender={sender} onSent={setSent} />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
