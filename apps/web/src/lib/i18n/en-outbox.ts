/** The admins' outbox of kept mail (docs/contracts.md#mail). */
export const enOutbox = {
  title: 'Outbox',
  lead: 'Every mail the app wrote, newest first. Without an SMTP server they are kept here instead of being sent.',
  empty: 'No mail has been written yet.',
  loadFailed: 'The outbox could not be loaded.',
  count_one: '{{count}} mail',
  count_other: '{{count}} mails',
  to: 'To {{to}}',
  written: 'Written {{date}}',
  states: { pending: 'Kept', sent: 'Sent' },
  sentAt: 'Sent {{date}}',
  attempts_one: '{{count}} delivery attempt',
  attempts_other: '{{count}} delivery attempts',
  lastError: 'Last error: {{error}}',
};
