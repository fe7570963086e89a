import { Readable } from 'node:stream';
import type { AudioInfo, CreateSubmission } from '@cuebrief/shared';
import type { UploadPart } from '../lib/upload-part';
import type { Services } from '../services';
import { demoToneWav, type DemoNote } from './demo-tones';
import type { UserRow } from '../db/schema';

type DemoTake = {
  title: string;
  info: AudioInfo;
  seconds: number;
  notes: DemoNote[];
  /** What the request's client did with it. */
  listened?: boolean;
  favourite?: boolean;
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

/** A chord's notes (hertz) sounding from `from` to `to` seconds. */
const chord = (hertz: number[], from: number, to: number): DemoNote[] =>
  hertz.map((note) => ({ hertz: note, from, to }));

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
 * Lena's answers to two of Ava's briefs, and one of Theo's, so Ava's list has two composers on
 * one request. Ava has played two of Lena's takes, favourited one and offered on one.
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
      tempo: [112, 112],
      key: ['D major'],
      brief:
        'A piano figure over a soft pulse, strings from 0:12 and the lift at 0:20 as the logo ' +
        'lands. The 15-second cut ends on the same hit.',
    }),
    takes: [
      {
        title: 'Sunrise Circuit',
        info: { description: 'Full 30-second master', bpm: 112, key: 'D major' },
        seconds: 6,
        notes: [...chord([293.66, 369.99, 440], 0, 3), ...chord([392, 493.88, 587.33], 2.5, 6)],
        listened: true,
        favourite: true,
        offer: 3800,
      },
      {
        title: 'Sunrise Circuit (15s cut)',
        info: { description: '15-second cut-down', bpm: 112, key: 'D major' },
        seconds: 3,
        notes: chord([293.66, 369.99, 440], 0, 3),
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
        title: 'Tidelines Theme',
        info: { description: 'Main theme, first sketch', bpm: 68 },
        seconds: 5,
        notes: [...chord([220, 277.18], 0, 2.5), ...chord([196, 246.94], 2, 5)],
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
        title: 'City Pulse',
        info: { bpm: 122 },
        seconds: 4,
        notes: chord([261.63, 329.63, 392, 523.25], 0, 4),
      },
    ],
  },
];

/** The parts of an upload of a wav and what the uploader says of it (`infoData`). */
export async function* wavUpload(wav: Buffer, info: object): AsyncGenerator<UploadPart> {
  yield { kind: 'field', name: 'infoData', value: JSON.stringify(info), isCut: false };
  yield { kind: 'file', name: 'filewav', stream: Readable.from([wav]) };
}

/**
 * Demo submissions with real audio: tones made here, stored and measured by the audio pipeline
 * as an upload would be, so the waveforms and durations are real. Nobody is mailed.
 */
export async function seedSubmissions(
  services: Pick<Services, 'requests' | 'submissions' | 'takes' | 'audios' | 'offers'>,
  people: Map<string, UserRow>,
  now: Date,
): Promise<void> {
  const { requests, submissions, takes, audios, offers } = services;
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
      const wav = demoToneWav(take.seconds, take.notes);
      const upload = wavUpload(wav, take.info);
      const audio = await takes.addTake(composer, submission.id, take.title, upload);
      if (take.listened) await audios.play(client, audio.id);
      if (take.favourite) {
        await audios.setFavourite(client, {
          audioId: audio.id,
          isFavorite: true,
          audioType: 'submission',
        });
      }
      if (take.offer !== undefined) {
        await offers.importOffer({
          clientId: client.id,
          audioId: audio.id,
          price: take.offer,
          createdAt: now,
        });
      }
    }
  }
}
