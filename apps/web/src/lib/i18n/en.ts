import { MESSAGES, PRODUCT_NAME } from '@cuebrief/shared';

/**
 * The texts every visitor may meet (the shell, the guest pages, the showcase, forms' checks), in
 * English (the default and, for now, only language). The signed-in screens' texts are in
 * en-workspace.ts and load after signing in.
 */
export const en = {
  product: PRODUCT_NAME,
  menu: {
    title: 'Menu',
    open: 'Open menu',
    close: 'Close menu',
    home: 'Home',
    requestCustomMusic: 'Request Custom Music',
    info: 'How It Works',
    newUsers: 'New Users',
    myAgencies: 'Agencies',
    myComposers: 'Composers',
    activeRequests: 'Active Requests',
    newRequests: 'New Requests',
    requestsHistory: 'Requests History',
    mySubmissions: 'My Submissions',
    login: 'Log In',
    signUp: 'Sign up',
    music: `${PRODUCT_NAME} Music`,
    favourites: 'Favourites',
    questionsAgency: 'Q&A for Agencies',
    questionsComposer: 'Q&A for Composers',
    contactUs: 'Contact Us',
    allSubmissions: 'All Submissions',
    placements: 'Placements',
    payments: 'Payments',
    settings: 'Settings',
    logOut: 'Log Out',
    social: 'Follow us',
    linkedin: `${PRODUCT_NAME} on LinkedIn`,
    facebook: `${PRODUCT_NAME} on Facebook`,
    instagram: `${PRODUCT_NAME} on Instagram`,
  },
  footer: {
    copyright: '© {{year}} {{company}}. All rights reserved.',
  },
  dialog: {
    close: 'Close',
    cancel: 'Cancel',
    reject: 'Reject',
    confirm: 'Confirm',
  },
  toast: {
    close: 'Close notification',
  },
  subscription: {
    title: 'Upgrade Your Plan',
    text: 'Your subscription has expired. Please renew it to continue accessing premium features.',
    year: 'Yearly',
    month: 'Monthly',
    perYear: '{{price}} / year',
    perMonth: '{{price}} / month',
    choose: 'Choose a plan',
    continue: 'Continue to checkout',
    checkoutFailed: MESSAGES.checkoutFailed,
    checkoutSucceeded: MESSAGES.thankYou,
    checkoutCancelled: 'The checkout was cancelled. Nothing was charged.',
  },
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    unreachable: 'Cuebrief could not be reached. Check your connection and try again.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    characterCount: '{{count}} / {{max}} characters',
    opensInNewTab: '(opens in a new tab)',
  },
  home: {
    title: 'Custom music, commissioned.',
    lead: `${PRODUCT_NAME} connects agencies that need music for campaigns, trailers and films with composers who write it to the brief.`,
    agencies: 'For agencies',
    agenciesText:
      'Post a brief in six steps, listen to what composers send, and license the track you love.',
    composers: 'For composers',
    composersText:
      'Answer briefs from agencies with mp3, wav and stems, and see when your music is heard.',
    curated: 'Curated',
    curatedText: 'Every account is approved by our team, and our catalogue holds ready music too.',
    ctaSignUp: 'Sign up',
    ctaLogIn: 'Log in',
    ctaHowItWorks: 'How it works',
    welcome: 'Welcome back, {{name}}',
    clientCta: 'Request custom music',
    composerCta: 'See new requests',
    adminCta: 'Review new users',
  },
  info: {
    title: `How ${PRODUCT_NAME} works`,
    step1: 'An agency signs up and our team approves the account.',
    step2:
      'The agency posts a brief: category, genre, mood, instruments, tempo, budget and deadline.',
    step3: 'Approved composers answer the brief with audio, and stems when asked.',
    step4: 'The agency listens, shortlists and offers to license the track it wants.',
    step5: 'Once paid, the agency receives a licence and the full-quality files.',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    back: 'Go to the home page',
  },
  login: {
    title: 'Log in',
    submit: 'Log in',
    noAccount: 'New to {{product}}?',
    signUp: 'Sign up',
    failed: MESSAGES.loginFailed,
  },
  chooseUserType: {
    title: 'Join {{product}}',
    lead: 'Tell us who you are. Every account is reviewed by our team before it can log in.',
    composer: 'I am a composer',
    composerText: 'Answer briefs from agencies with your music.',
    client: 'I am an agency',
    clientText: 'Commission custom music for your campaigns.',
    haveAccount: 'Already have an account?',
  },
  // What sign-up asks for and settings changes: one wording for both.
  accountFields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    passwordHelp: 'At least 8 characters.',
    pro: 'PRO',
    proHelp: 'Your performing rights organisation, such as ASCAP, BMI, PRS or GEMA.',
    ipiNumber: 'IPI number',
    ipiNumberHelp: '9 to 11 digits.',
    signupType: 'How do you work?',
    clientAgencyName: 'Agency name',
    website: 'Website',
    websiteHelp: 'The full address, such as https://agency.com',
    agencyLocationCity: 'City',
    agencyLocationCountry: 'Country',
    duty: 'Your role',
    dutyHelp: 'At the agency, such as Music Supervisor.',
    phone: 'Phone',
    notifyNewRequests: 'Email me a digest of new requests',
    notifyNewRequestsHelp:
      'At most one email an hour, listing the briefs posted since the last one.',
    // The review digest: what it tells depends on the role (i18next's context, from the role).
    notifyReviewActivity_composer: 'Email me a digest of comments, decisions and offers',
    notifyReviewActivityHelp_composer:
      'At most one email an hour, listing what happened to your takes since the last one.',
    notifyReviewActivity_client: 'Email me when composers send new versions',
    notifyReviewActivityHelp_client:
      'At most one email an hour, listing the new versions of takes sent to your requests.',
  },
  signUp: {
    composerTitle: 'Sign up as a composer',
    clientTitle: 'Sign up as an agency',
    submit: 'Sign up',
    failedEmailTaken: MESSAGES.signUpEmailTaken,
    success: MESSAGES.thankYou,
    awaitingTitle: 'Thank you for signing up',
    awaitingText:
      'An administrator reviews every new account. We will write to {{email}} as soon as yours is approved; then you can log in.',
    backHome: 'Back to the home page',
    optional: '(optional)',
    signupTypes: {
      individual: 'On my own',
      team: 'In a team or studio',
      publisher: 'Through a publisher',
    },
  },
  contact: {
    title: 'Contact us',
    lead: 'A question about a brief, an account or a licence? Write to us and our team replies by email.',
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
    },
    send: 'Send message',
    success: MESSAGES.thankYou,
    failedEmailTaken: MESSAGES.contactEmailTaken,
    sentTitle: 'Message sent',
    sentText:
      'Thank you, {{name}}. We have your message about “{{subject}}” and will reply to {{email}}.',
    sendAnother: 'Send another message',
    backHome: 'Back to the home page',
  },
  questions: {
    agency: {
      title: 'Q&A for agencies',
      lead: 'What agencies ask us about briefs, submissions, licences and subscriptions, with our answers.',
    },
    composer: {
      title: 'Q&A for composers',
      lead: 'What composers ask us about briefs, submitting audio and stems, and getting paid, with our answers.',
    },
    answeredTitle: 'Answered questions',
    search: 'Search questions',
    empty: 'No questions have been answered here yet. Ask the first one below.',
    noMatch: 'No answered question matches “{{search}}”.',
    loadFailed: 'The questions could not be loaded.',
    loadMore: 'Show more questions',
    shown: 'Showing {{shown}} of {{total}}',
    count_one: '{{count}} answered question',
    count_other: '{{count}} answered questions',
    answeredOn: 'Answered {{date}}',
    askTitle: 'Ask a question',
    askLead: 'Our team answers by email. Answers that can help others are published on this page.',
    fields: {
      name: 'Your name',
      email: 'Email',
      question: 'Your question',
    },
    submit: 'Send question',
    success: MESSAGES.thankYou,
    askedNote:
      'Your question has reached our team. We will answer by email, and once it is answered it appears on this page.',
  },
  validation: {
    required: 'Required',
    tooShort: 'Use at least {{min}} characters',
    tooLong: 'Use at most {{max}} characters',
    atLeast: 'Enter {{min}} or more',
    atMost: 'Enter {{max}} or less',
    email: 'Enter a valid email address',
    url: 'Enter a full web address, such as https://agency.com',
    choose: 'Choose one of the options',
    format: 'This does not look right',
    passwordsDiffer: 'The passwords do not match',
    chooseOne: 'Choose at least one',
    chooseAtLeast: 'Choose at least {{min}}',
    chooseAtMost: 'Choose at most {{max}}',
    above: 'Enter more than {{min}}',
    number: 'Enter a number',
    wholeNumber: 'Enter a whole number',
    pattern: {
      ipiNumber: 'An IPI number has 9 to 11 digits',
      phone: 'Enter a valid phone number',
      deadline: 'Enter a date',
    },
    // A schema's own rules, by the field they guard.
    custom: {
      tempo: 'Put the slower tempo first',
      budget: 'Use at most two decimals',
      price: 'Use at most two decimals',
      deadline: 'Choose a day from tomorrow on',
    },
  },
  adminList: {
    loadFailed: 'The list could not be loaded.',
    summary: 'Showing {{from}}–{{to}} of {{total}}',
    pageEmpty: 'There is nothing on page {{page}}.',
    backToFirstPage: 'Go to page 1',
    pagination: 'Pages',
    currentPage: 'Page {{page}}',
    goToPage: 'Go to page {{page}}',
    firstPage: 'Go to the first page',
    lastPage: 'Go to the last page',
    nextPage: 'Go to the next page',
    previousPage: 'Go to the previous page',
    statuses: {
      approved: 'Approved',
      pending: 'Pending',
      rejected: 'Rejected',
    },
  },
  // A brief, as the wizard asks for it and as both sides read it.
  // Music sent to requests: the composer's form and uploads, and each side's lists.
  // A client's favourites: the audios they marked, from their requests and the catalogue.
  // The music catalogue: albums of tracks uploaded by admins, browsed by admins and clients.
  // Where music was used (docs/contracts.md#placements): the admins' /placements and the
  // guests' showcase.
  placements: {
    showcase: {
      heading: 'Where our music is heard',
      lead: `Recent placements of music made with ${PRODUCT_NAME}.`,
    },
  },
  // Sending a file: the drop zone and the progress of each upload.
  // One audio: its waveform and controls.
  audioPlayer: {
    play: 'Play {{title}}',
    pause: 'Pause {{title}}',
    seek: 'Position in {{title}}',
    position: '{{current}} of {{duration}}',
    loading: 'Loading {{title}}',
    failed: 'This audio could not be played.',
  },
  // Decision 013: subscriptions, invoices and licences as clients see them, payments for admins.
  errors: {
    network: 'Network Error',
  },
} as const;
