/** Every route of the app, once (docs/contracts.md#menu). */
export const paths = {
  home: '/',
  requestCustomMusic: '/request-custom-music',
  info: '/info',
  newUsers: '/users',
  myAgencies: '/my-agencies',
  myComposers: '/my-composers',
  activeRequests: '/active-requests',
  requestsHistory: '/requests-history',
  mySubmissions: '/my-submissions',
  login: '/login',
  chooseUserType: '/choose-user-type',
  signUpComposer: '/sign-up/composer',
  signUpClient: '/sign-up/client',
  /** Ask for a password reset link, from the login page (docs/contracts.md#password-resets). */
  forgotPassword: '/forgot-password',
  /** Where a reset link leads (`?token=`): a new password. The API's mail names this path too. */
  resetPassword: '/reset-password',
  music: '/cuebrief-music',
  favourites: '/favourites',
  /** A client's offers, licences and invoices (decision 038): outside Settings, whatever the flag. */
  offers: '/offers',
  /** A client's shortlists to share by link (issue 15); admins read every client's. */
  shortlists: '/shortlists',
  questionsAgency: '/question-answer/agency',
  questionsComposer: '/question-answer/composer',
  contactUs: '/contact-us',
  allSubmissions: '/all-submissions',
  placements: '/placements',
  /** Admin: every payment (decision 013), after All Submissions in the menu. */
  payments: '/payments',
  /** Admin: the mail the app wrote, read here when no SMTP server sends it (issue 18). */
  outbox: '/outbox',
  settings: '/settings',
  /** Admin only, outside the menu (docs/contracts.md#menu): questions and contact messages. */
  inbox: '/inbox',
  /** One request (brief): its client reads all of it, a composer the brief without contact. */
  requestDetail: '/requests/:id',
  /** A composer's music for an open request: the submission form, its audios and stems. */
  submitMusic: '/requests/:id/submit',
  /** The music composers sent to one of the client's requests. */
  requestSubmissions: '/requests/:id/submissions',
  /** One album of the catalogue: its tracks to play, and for admins to manage. */
  album: '/cuebrief-music/:id',
  /** One placement: its image, music and words, for the admins who manage it. */
  placement: '/placements/:id',
  /** One shortlist: its items in order, its share links and what their recipients did. */
  shortlist: '/shortlists/:id',
} as const;
export type AppPath = (typeof paths)[keyof typeof paths];

/** The address of one request's page. */
export const requestDetailPath = (id: string) =>
  paths.requestDetail.replace(':id', encodeURIComponent(id));

/** Where a composer submits music to a request. */
export const submitMusicPath = (id: string) =>
  paths.submitMusic.replace(':id', encodeURIComponent(id));

/** Where a client listens to the music sent to a request. */
export const requestSubmissionsPath = (id: string) =>
  paths.requestSubmissions.replace(':id', encodeURIComponent(id));

/** One album of the catalogue. */
export const albumPath = (id: string) => paths.album.replace(':id', encodeURIComponent(id));

/** One placement's page. */
export const placementPath = (id: string) => paths.placement.replace(':id', encodeURIComponent(id));

/** One shortlist's page. */
export const shortlistPath = (id: string) => paths.shortlist.replace(':id', encodeURIComponent(id));
