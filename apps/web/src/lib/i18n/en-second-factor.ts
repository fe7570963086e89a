import { PRODUCT_NAME } from '@cuebrief/shared';

/**
 * An admin's two-factor sign-in in Settings (docs/contracts.md#admin-two-factor): setting it up,
 * the recovery codes shown once, new codes and turning it off. Part of the signed-in screens'
 * texts (en-workspace.ts); the login page's second step is in en.ts.
 */
export const enSecondFactor = {
  title: 'Two-factor sign-in',
  lead: 'Besides your password, signing in asks for a code from an authenticator app on your phone, so a stolen password alone cannot open your account.',
  on: 'On',
  off: 'Off',
  onText: 'Signing in asks for a code from your authenticator app, or one of your recovery codes.',
  offText: 'Signing in asks for your password only.',
  required: 'Admins must use two-factor sign-in here.',
  enrolmentRequired:
    'Set up two-factor sign-in before you continue. Other pages open once it is on.',
  enrolmentLead: 'One step before you start: protect your admin account with two-factor sign-in.',
  setUp: 'Set up',
  setUpFailed: 'The setup could not be started. Please try again.',
  cancel: 'Cancel',
  scan: '1. Scan this QR code with an authenticator app (such as Google Authenticator, 1Password or Authy).',
  qrAlt: 'QR code for two-factor sign-in',
  orType: 'Or type this key into the app:',
  secretLabel: 'Key',
  copyKey: 'Copy key',
  copied: 'Copied',
  copiedStatus: 'It is on your clipboard.',
  copyFailed: 'Your browser did not allow copying. Select the text and copy it yourself.',
  enterCode: '2. Enter the 6-digit code the app now shows.',
  code: 'Code from your app',
  confirm: 'Turn on',
  confirmed: 'Two-factor sign-in is on.',
  confirmFailed: 'Two-factor sign-in could not be turned on.',
  wrongCode: 'That code is not right. Check the time on your phone and try again.',
  codes: {
    title: 'Your recovery codes',
    warning:
      'Save these codes now: they are shown only this once. Each one signs you in once if you lose your phone. Keep them somewhere safe, such as a password manager.',
    listLabel: 'Recovery codes',
    copyAll: 'Copy codes',
    download: 'Download',
    fileName: 'cuebrief-recovery-codes.txt',
    fileHeading: `${PRODUCT_NAME} recovery codes for {{email}}. Each code works once.`,
    done: 'I have saved my recovery codes',
  },
  renew: {
    button: 'Make new recovery codes',
    title: 'Make new recovery codes?',
    text: 'Your current recovery codes, used or not, stop working. Enter your password and a code to go on.',
    confirm: 'Make new codes',
    done: 'New recovery codes made. The old ones no longer work.',
    failed: 'New recovery codes could not be made.',
  },
  turnOff: {
    button: 'Turn off',
    title: 'Turn off two-factor sign-in?',
    text: 'Signing in will ask for your password only, and your recovery codes stop working. Enter your password and a code to go on.',
    confirm: 'Turn off',
    done: 'Two-factor sign-in is off.',
    failed: 'Two-factor sign-in could not be turned off.',
    requiredHelp: 'It cannot be turned off while admins must use it.',
  },
  password: 'Password',
  changeCode: 'Code from your app, or a recovery code',
  wrongPassword: 'The password is not correct',
};
