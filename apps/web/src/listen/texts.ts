/**
 * Every text of the recipient's page (docs/contracts.md#the-recipients-page). The page is a lean
 * entry of its own, so it keeps its few texts here rather than loading the app's catalogue.
 */
export const TEXTS = {
  brand: 'Cuebrief',
  documentTitle: (title: string) => `${title} · Cuebrief`,
  loading: 'Opening the shortlist…',
  sharedWith: (label: string) => `Shared with ${label}`,
  availableUntil: (date: string) => `Available until ${date}`,
  poweredBy: 'Shared through Cuebrief, where agencies commission music from composers.',
  itemsHeading: (count: number) => (count === 1 ? '1 piece of music' : `${count} pieces of music`),
  emptyShortlist: 'The agency has not put any music on this shortlist yet.',
  noteFromAgency: 'Note from the agency',
  by: (composer: string) => `by ${composer}`,

  play: (title: string) => `Play ${title}`,
  pause: (title: string) => `Pause ${title}`,
  position: (title: string) => `Position in ${title}`,
  positionValue: (now: string, total: string) => `${now} of ${total}`,
  playbackFailed:
    'This piece could not be played. Reload the page to try again; if it still fails, the link may have ended.',

  reactionGroup: (title: string) => `Your reaction to ${title}`,
  like: 'I like this',
  notForUs: 'Not for us',
  commentLabel: 'Comment for the agency (optional)',
  saveComment: 'Send comment',
  saving: 'Sending…',
  commentTooLong: (max: number) => `A comment can be at most ${max} characters.`,
  reactionSaved: 'Thanks, the agency will see this',

  download: (kind: string) => `Download ${kind.toUpperCase()}`,
  /** The button's name for screen readers: its visible text first, then which item. */
  downloadLabel: (kind: string, title: string) => `Download ${kind.toUpperCase()}, ${title}`,
  preparingDownload: 'Preparing the download…',
  downloadRefused: 'This file cannot be downloaded through this link.',

  passwordTitle: 'This shortlist is protected',
  passwordIntro: 'Enter the password the agency gave you to listen.',
  passwordLabel: 'Password',
  openButton: 'Open the shortlist',
  opening: 'Opening…',
  passwordMissing: 'Enter the password.',
  passwordWrong: 'That password is not right. Check it with the agency and try again.',
  tooManyAttempts: (minutes: number) =>
    `Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,

  notFoundTitle: 'This link does not exist',
  notFoundText:
    'Check that the address was copied whole. If it was, ask the agency that shared it for a new link.',
  expiredTitle: 'This link has expired',
  expiredText:
    'The agency shared this shortlist for a limited time, and that time is over. Ask them for a new link if you still need to listen.',
  revokedTitle: 'This link is no longer available',
  revokedText:
    'The agency that shared this shortlist has withdrawn the link. Ask them if you need to listen again.',
  failedTitle: 'The shortlist could not be loaded',
  failedText:
    'Something went wrong on the way to Cuebrief. Check your connection and try again in a moment.',
  tryAgain: 'Try again',
  actionFailed: 'That did not work. Check your connection and try again.',
} as const;
