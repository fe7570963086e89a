import { CLIENT_TRIAL_DAYS, type QuestionAudience, type Role } from '@cuebrief/shared';
import type { Clock } from '../lib/clock';
import type { UserRow } from '../db/schema';
import type { NewAccount } from '../modules/users/users.service';
import type { Services } from '../services';
import { seedRequests } from './seed-requests';
import { seedCatalogue } from './seed-catalogue';
import { seedSubmissions } from './seed-submissions';
import { seedShortlists } from './seed-shortlists';
import { DEMO_PASSWORD } from './demo-password';

export { DEMO_PASSWORD };

type DemoAccount = Omit<NewAccount, 'password'> & { label: string };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function demoAccounts(now: Date): DemoAccount[] {
  const trial = new Date(now.getTime() + CLIENT_TRIAL_DAYS * DAY_MS);
  // Approved long enough ago that the free trial is over.
  const trialOver = new Date(now.getTime() - 30 * DAY_MS);
  const person = (role: Role, email: string, firstName: string, lastName: string) => ({
    role,
    email,
    firstName,
    lastName,
  });
  return [
    {
      label: 'admin',
      ...person('Admin', 'admin@cuebrief.example', 'Ada', 'Admin'),
      status: 'approved',
    },
    {
      label: 'client, Northlight Agency, in trial',
      ...person('Client', 'ava@northlight.example', 'Ava', 'Morgan'),
      status: 'approved',
      trialEndsAt: trial,
      clientAgencyName: 'Northlight Agency',
      website: 'https://northlight.example',
      agencyLocationCity: 'London',
      agencyLocationCountry: 'United Kingdom',
      duty: 'Music Supervisor',
      phone: '+44 20 7946 0100',
    },
    {
      label: 'client, Bluefern Creative, subscribed',
      ...person('Client', 'marc@bluefern.example', 'Marc', 'Dubois'),
      status: 'approved',
      trialEndsAt: trialOver,
      clientAgencyName: 'Bluefern Creative',
      website: 'https://bluefern.example',
      agencyLocationCity: 'Paris',
      agencyLocationCountry: 'France',
      duty: 'Creative Director',
      phone: '+33 1 70 36 00 00',
    },
    // A second client of each agency, so the admin's agency list shows clients grouped.
    {
      label: 'client, Northlight Agency, in trial',
      ...person('Client', 'jonah@northlight.example', 'Jonah', 'Reed'),
      status: 'approved',
      trialEndsAt: trial,
      clientAgencyName: 'Northlight Agency',
      website: 'https://northlight.example',
      agencyLocationCity: 'London',
      agencyLocationCountry: 'United Kingdom',
      duty: 'Producer',
    },
    // Trial over and no subscription: premium actions open the "Upgrade Your Plan" dialog.
    {
      label: 'client, Bluefern Creative, trial ended',
      ...person('Client', 'chloe@bluefern.example', 'Chloe', 'Bernard'),
      status: 'approved',
      trialEndsAt: trialOver,
      clientAgencyName: 'Bluefern Creative',
      website: 'https://bluefern.example',
      agencyLocationCity: 'Paris',
      agencyLocationCountry: 'France',
      duty: 'Account Director',
    },
    {
      label: 'composer',
      ...person('Composer', 'lena@composers.example', 'Lena', 'Hart'),
      status: 'approved',
      pro: 'PRS',
      ipiNumber: '00123456789',
      signupType: 'individual',
    },
    {
      label: 'composer',
      ...person('Composer', 'theo@composers.example', 'Theo', 'Okafor'),
      status: 'approved',
      pro: 'ASCAP',
      ipiNumber: '00987654321',
      signupType: 'individual',
    },
    {
      label: 'pending composer',
      ...person('Composer', 'nina@composers.example', 'Nina', 'Berg'),
      status: 'pending',
      pro: 'GEMA',
      ipiNumber: '00555444333',
      signupType: 'individual',
    },
    {
      label: 'pending client, Red Oak Studio',
      ...person('Client', 'sam@redoak.example', 'Sam', 'Reyes'),
      status: 'pending',
      clientAgencyName: 'Red Oak Studio',
      agencyLocationCity: 'Austin',
      agencyLocationCountry: 'United States',
    },
  ];
}

type DemoQuestion = {
  audience: QuestionAudience;
  name: string;
  email: string;
  question: string;
  /** Absent: still waiting for an admin. */
  answer?: string;
  askedDaysAgo: number;
};

/** What people ask before they commission or submit music, with the answers the team gave. */
const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    audience: 'agency',
    name: 'Hannah Cole',
    email: 'hannah@brightwater.example',
    askedDaysAgo: 20,
    question: 'How do I write a brief that composers can work with?',
    answer:
      'Say where the music sits and what it has to do: the picture or product, the moment in ' +
      'the edit, the feeling you want the audience to leave with. Pick a category, genres, moods ' +
      'and instruments in the request wizard, give the exact length and the deadline, and add ' +
      'two or three reference tracks as keywords or in the description. A clear budget helps ' +
      'composers judge how far to go.',
  },
  {
    audience: 'agency',
    name: 'Daniel Osei',
    email: 'daniel@kitefilms.example',
    askedDaysAgo: 16,
    question: 'Can we listen to every submission in full before we pay for anything?',
    answer:
      'Yes. Every submission streams in full with its waveform, as often as you like. Mark the ' +
      'ones you like as favourites, and when one is right, send a review with the price you ' +
      'offer. You pay only for the track you license: we send you a checkout for it, and after ' +
      'payment the WAV and the stems are yours to download.',
  },
  {
    audience: 'agency',
    name: 'Mei Tanaka',
    email: 'mei.tanaka@harbourlane.example',
    askedDaysAgo: 11,
    question: 'What does the licence cover, and where do I find it?',
    answer:
      'The licence is a PDF you can download from the licensed track at any time. It names your ' +
      'agency, the composer, the track, the request it was written for, the price and the date. ' +
      'It covers the use described in your brief, so state the media, territory and term there ' +
      'before composers price their work. If you need a wider use later, contact us before ' +
      'you use the track that way.',
  },
  {
    audience: 'agency',
    name: 'Rafael Lima',
    email: 'rafael@ondastudio.example',
    askedDaysAgo: 6,
    question: 'What happens when our free trial ends?',
    answer:
      'Every approved agency account has 14 days from approval to try everything. After that, ' +
      'creating requests and making offers need a subscription: $100 a month or $1,000 a year, ' +
      'paid by card. Your requests, submissions and favourites stay where they are, and you can ' +
      'keep browsing while you decide.',
  },
  {
    audience: 'composer',
    name: 'Olivia Brandt',
    email: 'olivia.brandt@scoremail.example',
    askedDaysAgo: 19,
    question: 'Which files should I upload with a submission?',
    answer:
      'An MP3 for listening (up to 50 MB) and a WAV for delivery (up to 500 MB), with a title for ' +
      'each track. If you can, add the stems as one ZIP per track (up to 2 GB): agencies often ' +
      'need them to fit the edit. Files are checked by their content, so a renamed file is ' +
      'refused; export real MP3 and WAV files from your session.',
  },
  {
    audience: 'composer',
    name: 'Kwame Mensah',
    email: 'kwame@mensahmusic.example',
    askedDaysAgo: 14,
    question: 'Do I keep my performing rights when a track is licensed?',
    answer:
      'Yes. The agency licenses the use described in the brief; you remain the writer. Add your ' +
      'performing rights organisation (PRO) and IPI number to your profile so you can be ' +
      'credited on cue sheets and your PRO can collect your share of performance royalties.',
  },
  {
    audience: 'composer',
    name: 'Sofia Rossi',
    email: 'sofia.rossi@pianoworks.example',
    askedDaysAgo: 9,
    question: 'Can I see which company is behind a request?',
    answer:
      'You see the agency name and the full brief, which is everything you need to write for ' +
      "it. The client's contact details stay private; if something in a brief is unclear, ask " +
      'us through the contact form and we will find out for you.',
  },
  {
    audience: 'composer',
    name: 'Ben Carter',
    email: 'ben.carter@wavefront.example',
    askedDaysAgo: 4,
    question: 'May I submit the same track to more than one request?',
    answer:
      'Yes, as long as you own all the rights in it and it really suits each brief. Tracks ' +
      "written or adapted for a brief's mood, tempo and exact length win far more offers than " +
      'a library track sent everywhere.',
  },
  {
    audience: 'composer',
    name: 'Aisha Khan',
    email: 'aisha.khan@stringlab.example',
    askedDaysAgo: 1,
    question: 'Is there a limit to how many tracks I can submit to one request?',
  },
];

async function seedQuestions(
  tickets: Services['tickets'],
  adminId: string,
  now: Date,
): Promise<void> {
  for (const { askedDaysAgo, answer, ...asked } of DEMO_QUESTIONS) {
    const createdAt = new Date(now.getTime() - askedDaysAgo * DAY_MS);
    await tickets.importQuestion({
      ...asked,
      createdAt,
      // Answered the next day.
      ...(answer
        ? { answer, answeredAt: new Date(createdAt.getTime() + DAY_MS), answeredBy: adminId }
        : {}),
    });
  }
}

async function seedContactMessages(
  tickets: Services['tickets'],
  sender: UserRow,
  now: Date,
): Promise<void> {
  await tickets.importContactMessage({
    firstName: 'Priya',
    lastName: 'Shah',
    email: 'priya@lumenfilms.example',
    subject: 'Music for a 30-second TV spot',
    message:
      'Hello, we are a small production company in Manchester and have a 30-second TV spot for ' +
      'a cycling brand airing in March. Could you tell us how quickly composers usually respond ' +
      'to a brief, and whether we can commission a 15-second cut-down of the same track?',
    createdAt: new Date(now.getTime() - 3 * DAY_MS),
  });
  await tickets.importContactMessage({
    firstName: sender.firstName,
    lastName: sender.lastName,
    email: sender.email,
    subject: 'Adding a colleague to our agency',
    message:
      'Our producer would like his own login for Northlight Agency so he can follow the ' +
      'submissions to our requests. Should he sign up as a client with the same agency name?',
    senderId: sender.id,
    createdAt: new Date(now.getTime() - 5 * HOUR_MS),
  });
}

/** Whether any of these accounts exists: then an earlier start (or another instance) seeded. */
async function anyExists(users: Services['users'], accounts: DemoAccount[]): Promise<boolean> {
  for (const { email } of accounts) if (await users.findByEmail(email)) return true;
  return false;
}

/**
 * Fills the database with accounts of each kind, questions for both Q&A pages, a few contact
 * messages, a dozen briefs and submissions with audio to some of them, the catalogue and a
 * shortlist shared by two links (seed-shortlists.ts); does nothing when its accounts exist
 * already. Nobody is mailed. The demo questions were answered by the demo admin
 * (admin@cuebrief.example, with the published password), or by `options.adminEmail`, an
 * existing admin, when given: then no demo admin is made (production, decision 018).
 */
export async function seedDemoData(
  services: Pick<
    Services,
    | 'users'
    | 'tickets'
    | 'requests'
    | 'submissions'
    | 'takes'
    | 'takeVersions'
    | 'reviews'
    | 'reviewDigests'
    | 'audios'
    | 'offers'
    | 'albums'
    | 'catalogueAudios'
    | 'placements'
    | 'payments'
    | 'shortlists'
    | 'sharePages'
  >,
  clock: Clock,
  options: { adminEmail?: string } = {},
): Promise<{ label: string; email: string }[]> {
  const { users, tickets, requests } = services;
  const now = clock.now();
  const accounts = demoAccounts(now).filter(
    (account) => !options.adminEmail || account.role !== 'Admin',
  );
  if (await anyExists(users, accounts)) return [];
  const created = [];
  const byEmail = new Map<string, UserRow>();
  for (const { label, ...account } of accounts) {
    const user = await users.createAccount(
      { ...account, password: DEMO_PASSWORD },
      { notify: false },
    );
    byEmail.set(user.email, user);
    created.push({ label, email: account.email });
  }
  const admin = options.adminEmail
    ? await users.findByEmail(options.adminEmail)
    : byEmail.get('admin@cuebrief.example');
  const client = byEmail.get('ava@northlight.example');
  const subscriber = byEmail.get('marc@bluefern.example');
  if (!admin || !client || !subscriber) throw new Error('the demo accounts were not all created');
  // Marc paid for a year three weeks ago: his plan and invoice show on /settings.
  await services.payments.importPaidSubscription(
    subscriber,
    'year',
    new Date(now.getTime() - 21 * DAY_MS),
  );
  await seedQuestions(tickets, admin.id, now);
  await seedContactMessages(tickets, client, now);
  await seedRequests(requests, byEmail, now);
  const takes = await seedSubmissions(services, byEmail, now);
  // The demo's reviews happened before anyone was there to be mailed about them.
  await services.reviewDigests.dismissWaiting([...byEmail.values()].map((user) => user.id));
  const tracks = await seedCatalogue(services);
  await seedShortlists(services, client, { takes, tracks }, now);
  return created;
}
