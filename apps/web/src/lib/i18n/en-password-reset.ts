/**
 * A forgotten password (docs/contracts.md#password-resets): asking for a link, and choosing a
 * new password with it. Guest pages, so part of the texts every visitor may meet (en.ts).
 */
export const enPasswordReset = {
  askTitle: 'Forgot your password?',
  askLead:
    'Enter the email you log in with. If an account uses it, we will send it a link to choose a new password.',
  send: 'Send reset link',
  sentTitle: 'Check your email',
  sentText:
    'If an account uses {{email}}, a link to choose a new password is on its way. It works once, for 30 minutes. If nothing arrives in a few minutes, check your spam folder or ask again.',
  sendAgain: 'Send another link',
  backToLogin: 'Back to log in',
  remembered: 'Remembered it?',
  logIn: 'Log in',
  askFailed: 'The link could not be sent. Please try again.',
  resetTitle: 'Choose a new password',
  resetLead: 'Setting a new password signs you out on every device.',
  newPassword: 'New password',
  newPasswordHelp: 'At least 8 characters.',
  confirmPassword: 'Repeat the new password',
  save: 'Set new password',
  success: 'Your password is set. Log in with the new one.',
  resetFailed: 'Your password could not be set. Please try again.',
  invalidTitle: 'This link no longer works',
  invalidText:
    'A reset link works once, for 30 minutes, and a newer password makes it void. Ask for a new one and use the latest mail.',
  missingText:
    'This address has no reset link in it. Open the link from the mail again, or ask for a new one.',
  askAgain: 'Ask for a new link',
};
