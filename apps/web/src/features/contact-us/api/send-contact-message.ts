import { API_PREFIX, type ContactBody, type ContactMessage } from '@cuebrief/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /users/v1/auth/contact-us: stores the message and mails it to the admins. */
export async function sendContactMessage(body: ContactBody): Promise<ContactMessage> {
  // A public form, but a signed-in sender's token goes along: the server links the message to
  // the account (a stale token is ignored there, never refused).
  const { data } = await api.request<ContactMessage>(`${API_PREFIX.auth}/contact-us`, {
    method: 'POST',
    body,
  });
  return data;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
