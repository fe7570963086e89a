import type { AudioInfo, CreateSubmission } from '@cuebrief/shared';
import type { Services } from '../services';
import { demoMusicWav, wavUpload, type DemoClip, type DemoMusic } from './demo-music';
import { secondVersionClipName, seedReview, type DemoReview } from './seed-reviews';
import type { UserRow } from '../db/schema';

type DemoTake = {
  title: string;
  /** What the composer says of it. */
  info: AudioInfo;
  /** What it plays, which the analyser measures: as stated, unless the demo shows a warning. */
  music: DemoMusic;
  /** What the request's client did with it. */
  listened?: boolean;
  favourite?: boolean;
  /** Comments, a second version, a decision; the favourite and offer are on the latest version. */
  review?: DemoReview;
  offer?: number;
};

type DemoSubmission = {
  composer: string;
  /** The request answered, by its client and list title. */
  client: string;
  requestTitle: string;
  form: CreateSubmission;
  takes: DemoTake[];
};

const form = (fields: Partial<CreateSubmission>): CreateSubmission => ({
  category: [],
  length: [],
  genre: ['Cinematic'],
  mood: ['Uplifting'],
  keywords: [],
  instrumentation: [],
  tempo: [100, 120],
  key: [],
  references: [],
  ...fields,
});

/**
 * Lena's answers to two of Ava's briefs, and Theo's to one of Ava's and one of Marc's, so Ava's
 * list has two composers on one request. Ava has played two of Lena's takes, favourited one and
 * offered on one, below Lena's asking price. Ava and Lena worked on Sunrise Circuit: comments on
 * v1 (its lift at 0:12), Lena's answer and v2 (a one-bar intro, the lift at 0:18), Ava's comment
 * on v2 and her shortlist; Ava passed on Theo's City Pulse for its key. Lena's advertising takes
 * fit their brief; the others show the warnings a measured take can carry: a sketch far
 * shorter than the brief's length, a take in another key than the brief's, and one whose
 * stated tempo its music plays at half (half-time of the brief). Every take is a song of 15 to
 * 60 seconds (music-synth.ts) whose description says how long it plays.
 */
const DEMO_SUBMISSIONS: DemoSubmission[] = [
  {
    composer: 'lena@composers.example',
    client: 'ava@northlight.example',
    requestTitle: 'Advertising · 30 seconds · Cinematic, Electronic',
    form: form({
      category: ['Advertising'],
      length: ['30 seconds', '15 seconds'],
      genre: ['Cinematic', 'Electronic'],
      mood: ['Uplifting', 'Inspiring'],
      keywords: ['sunrise', 'pulse'],
      instrumentation: ['Piano', 'Strings', 'Synthesizers'],
      tempo: [120, 120],
      key: ['D major'],
      budget: 4000,
      brief:
        'A piano figure over a soft pulse that lifts at 0:18 as the logo lands. The 15-second ' +
        'cut starts on the lift and ends on the same hit.',
    }),
    takes: [
      {
        title: 'Sunrise Circuit',
        info: { description: 'Full 30-second master', bpm: 120, key: 'D major' },
        music: { bpm: 120, key: 'D major', seconds: 30, sound: 'piano', lift: 12 },
        listened: true,
        favourite: true,
        review: {
          comments: [
            {
              at: 12,
              body: 'Love the strings coming in here. Could the lift land a little later, on the logo?',
              reply: 'Yes: I will move the lift to 0:18 and tighten the intro.',
            },
            { at: 0, end: 4, body: 'The intro feels long for a 30-second spot.' },
          ],
          secondVersion: {
            note: 'Shorter intro, lift at 0:18',
            info: { description: 'Full 30-second master, v2', bpm: 120, key: 'D major' },
            music: { bpm: 120, key: 'D major', seconds: 30, sound: 'piano', lift: 18 },
            comments: [{ at: 18, body: 'That is the one: the lift lands right on the logo.' }],
          },
          decision: { state: 'shortlisted' },
        },
        offer: 3800,
      },
      {
        title: 'Sunrise Circuit (15s cut)',
        info: { description: '15-second cut-down', bpm: 120, key: 'D major' },
        music: { bpm: 120, key: 'D major', seconds: 15, sound: 'piano' },
        listened: true,
      },
    ],
  },
  {
    composer: 'lena@composers.example',
    client: 'ava@northlight.example',
    requestTitle: 'Documentary · 3 minutes or more · Ambient, Orchestral',
    form: form({
      category: ['Documentary'],
      genre: ['Ambient', 'Orchestral'],
      mood: ['Calm', 'Hopeful'],
      keywords: ['tides'],
      instrumentation: ['Strings', 'Harp'],
      tempo: [66, 72],
      brief: 'A slow theme in long swells, with room for narration between them.',
    }),
    takes: [
      {
        // A first sketch: far shorter than the three minutes the brief asks.
        title: 'Tidelines Theme',
        info: { description: 'Main theme, a first sketch of 1:00', bpm: 68 },
        music: { bpm: 68, key: 'A minor', seconds: 60, sound: 'pad' },
      },
    ],
  },
  {
    composer: 'theo@composers.example',
    client: 'ava@northlight.example',
    requestTitle: 'Advertising · 30 seconds · Cinematic, Electronic',
    form: form({
      category: ['Advertising'],
      genre: ['Electronic'],
      mood: ['Energetic'],
      instrumentation: ['Synthesizers', 'Percussion'],
      tempo: [120, 124],
      brief: 'Arpeggiated synths that build to the logo; no piano.',
    }),
    takes: [
      {
        // In F major, where the brief asks D major.
        title: 'City Pulse',
        info: { description: 'Synths that build to the logo, 30 seconds', bpm: 122 },
        music: { bpm: 122, key: 'F major', seconds: 30, sound: 'pad' },
        listened: true,
        review: {
          comments: [{ at: 8, body: 'Great energy, but it clashes with the logo sting in D.' }],
          decision: {
            state: 'passed',
            reasons: ['Key'],
            note: 'We need D major to match the sting.',
          },
        },
      },
    ],
  },
  {
    composer: 'theo@composers.example',
    client: 'marc@bluefern.example',
    requestTitle: 'Online video · 90 seconds · Hip hop, Trap',
    form: form({
      category: ['Online video'],
      length: ['90 seconds'],
      genre: ['Hip hop', 'Trap'],
      mood: ['Energetic'],
      instrumentation: ['Drums', 'Bass', 'Synthesizers'],
      tempo: [144, 144],
      key: ['G minor'],
      budget: 2500,
      brief: 'A dark synth hook over half-time drums; the full 90 seconds follows.',
    }),
    takes: [
      {
        // Stated at the brief's 144, but it plays at 72: half-time, which the measurement asks.
        title: 'Night Laps',
        info: { description: 'Hook and drums, the first 45 seconds', bpm: 144, key: 'G minor' },
        music: { bpm: 72, key: 'G minor', seconds: 45, sound: 'pad' },
      },
    ],
  },
];

/** Every clip of the demo takes, as the seed makes them. */
export const DEMO_TAKE_CLIPS: DemoClip[] = DEMO_SUBMISSIONS.flatMap((demo) =>
  demo.takes.flatMap((take) => {
    const second = take.review?.secondVersion;
    return [
      { name: take.title, music: take.music, description: take.info.description },
      ...(second
        ? [
            {
              name: secondVersionClipName(take.title),
              music: second.music,
              description: second.info.description,
            },
          ]
        : []),
    ];
  }),
);

/**
 * Demo submissions with real audio: music made here, stored and measured by the audio pipeline
 * as an upload would be, so the waveforms, durations and analyses are real. Nobody is mailed.
 * Answers each take's latest version id by the take's title, for the demo's shortlist.
 */
export async function seedSubmissions(
  services: Pick<
    Services,
    'requests' | 'submissions' | 'takes' | 'audios' | 'offers' | 'reviews' | 'takeVersions'
  >,
  people: Map<string, UserRow>,
  now: Date,
): Promise<Map<string, string>> {
  const { requests, submissions, takes, audios, offers } = services;
  const latestByTitle = new Map<string, string>();
  const person = (email: string) => {
    const found = people.get(email);
    if (!found) throw new Error(`the demo account ${email} was not created`);
    return found;
  };
  for (const demo of DEMO_SUBMISSIONS) {
    const composer = person(demo.composer);
    const client = person(demo.client);
    const request = (await requests.listOwnRequests(client)).find(
      (own) => own.title === demo.requestTitle,
    );
    if (!request) throw new Error(`no demo request "${demo.requestTitle}"`);
    const submission = await submissions.createSubmission(composer, request.id, demo.form);
    for (const take of demo.takes) {
      const wav = demoMusicWav({ name: take.title, music: take.music });
      const upload = wavUpload(wav, take.info);
      const audio = await takes.addTake(composer, submission.id, take.title, upload);
      if (take.listened) await audios.play(client, audio.id);
      const latest = take.review
        ? await seedReview(
            services,
            { client, composer },
            { audioId: audio.id, title: take.title, createdAt: audio.createdAt },
            take.review,
          )
        : { audioId: audio.id, createdAt: audio.createdAt };
      latestByTitle.set(take.title, latest.audioId);
      if (take.favourite) {
        await audios.setFavourite(client, {
          audioId: latest.audioId,
          isFavorite: true,
          audioType: 'submission',
        });
      }
      if (take.offer !== undefined) {
        await offers.importOffer({
          clientId: client.id,
          audioId: latest.audioId,
          price: take.offer,
          // After the version it is made on, whatever the time the seed began.
          createdAt: new Date(Math.max(now.getTime(), Date.parse(latest.createdAt))),
        });
      }
    }
  }
  return latestByTitle;
}
