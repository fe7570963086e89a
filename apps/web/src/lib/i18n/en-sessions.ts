/**
 * The texts of one's signed-in sessions on Settings (docs/contracts.md#sessions). Part of the
 * signed-in screens' texts (en-workspace.ts, under `settings.sessions`).
 */
export const enSessions = {
  title: 'Signed-in sessions',
  lead: 'Where you are signed in. Sign out of any session you do not recognise, then change your password.',
  listLabel: 'Your sessions',
  thisDevice: 'This device',
  unknownBrowser: 'Unknown browser',
  unknownDevice: 'Unknown device',
  signedIn: 'Signed in',
  fromAddress: 'from {{address}}',
  lastUsed: 'Last used',
  activeNow: 'Active now',
  justNow: 'just now',
  onlyThisDevice: 'You are signed in on this device only.',
  loadFailed: 'Your sessions could not be loaded.',
  signOut: 'Sign out',
  signOutOf: 'Sign out of {{name}}',
  signOutOthers: 'Sign out of all other sessions',
  confirmOneTitle: 'Sign out of {{name}}?',
  confirmOneText:
    'That session ends at once: whoever uses it must sign in again with your password.',
  confirmOthersTitle: 'Sign out of all other sessions?',
  confirmOthersText:
    'Every session but this one ends at once: each device must sign in again with your password.',
  endedOne: 'That session was signed out.',
  endedOthers_one: '{{count}} other session was signed out.',
  endedOthers_other: '{{count}} other sessions were signed out.',
  failed: 'The session could not be signed out. Please try again.',
};
