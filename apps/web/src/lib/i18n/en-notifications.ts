/**
 * The texts of the bell's list (docs/contracts.md#notifications); the bell's own label is in
 * en.ts with the shell. Part of the signed-in screens' texts (en-workspace.ts).
 */
export const enNotifications = {
  title: 'Notifications',
  markAllRead: 'Mark all read',
  empty: 'Nothing new yet. You will find news about your music, offers and licences here.',
  loadFailed: 'Your notifications could not be loaded.',
  unread: 'unread',
  justNow: 'just now',
  kinds: {
    'offer-accepted':
      'Your offer of {{price}} for "{{subject}}" was accepted: the checkout is ready.',
    'checkout-ready': 'A new checkout for "{{subject}}" ({{price}}) is ready.',
    'offer-declined': 'Your offer of {{price}} for "{{subject}}" was declined.',
    'licence-issued': 'Licence {{number}} for "{{subject}}" was issued.',
    'submission-received': '{{from}} sent music to "{{subject}}".',
    'take-version': '{{from}} uploaded version {{version}} of "{{subject}}".',
    'take-comment': '{{from}} commented on "{{subject}}" (version {{version}}).',
    'account-approved': 'Your account was approved. Welcome aboard!',
  },
};
