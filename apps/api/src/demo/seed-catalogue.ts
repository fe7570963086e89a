import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { CatalogueAudioInfoBody, CreatePlacementBody } from '@cuebrief/shared';
import type { UploadPart } from '../lib/upload-part';
import type { Services } from '../services';
import { demoToneWav, type DemoNote } from './demo-tones';
import { wavUpload } from './seed-submissions';

type Info = CatalogueAudioInfoBody;
type DemoTrack = { title: string; info: Info; seconds: number; notes: DemoNote[] };

/**
 * One demo track a row: its name, tempo, key and length, the words clients filter by, the
 * notes its tone plays, and what the admin says of it (when anything).
 */
type TrackRow = [
  title: string,
  bpm: number,
  key: NonNullable<Info['key']>,
  seconds: number,
  genre: Info['genre'],
  mood: Info['mood'],
  instruments: Info['instruments'],
  notes: DemoNote[],
  description?: string,
];

function trackOf(row: TrackRow): DemoTrack {
  const [title, bpm, key, seconds, genre, mood, instruments, notes, description] = row;
  const info: Info = { genre, mood, instruments, bpm, key, ...(description && { description }) };
  return { title, seconds, notes, info };
}

type DemoAlbum = {
  title: string;
  description: string;
  /** The two colours of its generated cover. */
  colours: [string, string];
  tracks: DemoTrack[];
};

/** A chord's notes (hertz) sounding from `from` to `to` seconds. */
const chord = (hertz: number[], from: number, to: number): DemoNote[] =>
  hertz.map((note) => ({ hertz: note, from, to }));

/** Two albums whose tracks differ in genre, mood, tempo and key, so every filter finds some. */
const DEMO_ALBUMS: DemoAlbum[] = [
  {
    title: 'Northern Lights',
    description: 'Wide orchestral cues for reveals, journeys and brand films.',
    colours: ['#123a5c', '#4fb3a9'],
    // prettier-ignore
    tracks: ([
      // title          bpm  key        s  genres                       moods                    instruments
      ['Aurora Rising', 92,  'D minor', 4, ['Orchestral', 'Cinematic'], ['Epic', 'Uplifting'],   ['Strings', 'Brass'],
        [...chord([146.83, 220], 0, 2), ...chord([146.83, 220, 293.66, 349.23], 1.5, 4)],
        'A slow build to a full brass swell.'],
      ['Fjord Morning', 68,  'C major', 5, ['Ambient'],                 ['Calm', 'Hopeful'],     ['Piano', 'Strings'],
        [...chord([261.63, 329.63], 0, 3), ...chord([293.66, 392], 2.5, 5)]],
      ['Glacier Run',   140, 'E minor', 3, ['Cinematic'],               ['Tense', 'Energetic'],  ['Percussion', 'Strings'],
        chord([164.81, 246.94, 329.63], 0, 3)],
    ] satisfies TrackRow[]).map(trackOf),
  },
  {
    title: 'Night Drive',
    description: 'Synth-led electronic tracks for tech, automotive and late-night spots.',
    colours: ['#2a1145', '#e0527a'],
    // prettier-ignore
    tracks: ([
      // title          bpm  key        s  genres                       moods                     instruments
      ['Neon Avenue',   124, 'A minor', 4, ['Electronic', 'Pop'],       ['Energetic', 'Playful'], ['Synthesizers', 'Drums'],
        chord([220, 261.63, 329.63], 0, 4)],
      ['Afterglow',     80,  'F major', 5, ['Lo-fi', 'Electronic'],     ['Nostalgic', 'Calm'],    ['Synthesizers', 'Bass'],
        [...chord([174.61, 220], 0, 2.5), ...chord([196, 261.63], 2, 5)]],
    ] satisfies TrackRow[]).map(trackOf),
  },
];

type DemoPlacement = CreatePlacementBody & {
  colours: [string, string];
  seconds: number;
  notes: DemoNote[];
};

/** One demo placement a row: what, for whom, where and when, its image's colours and its tone. */
type PlacementRow = [
  title: string,
  brand: string,
  media: CreatePlacementBody['media'],
  year: number,
  colours: [string, string],
  seconds: number,
  notes: DemoNote[],
  description: string,
];

function placementOf(row: PlacementRow): DemoPlacement {
  const [title, brand, media, year, colours, seconds, notes, description] = row;
  return { title, brand, media, year, description, colours, seconds, notes };
}

// prettier-ignore
const DEMO_PLACEMENTS: DemoPlacement[] = ([
  // title              brand                  media      year  image colours             s
  ['Open Roads',        'Veloce Motors',       'ad',      2025, ['#0f2f2b', '#f2b84b'], 4,
    chord([196, 246.94, 293.66], 0, 4),
    'A 60-second launch spot across Europe, cut to a composer’s first take.'],
  ['The Long Winter',   'Northfield Pictures', 'trailer', 2024, ['#1d2333', '#9fb7d9'], 5,
    [...chord([110, 164.81], 0, 3), ...chord([130.81, 196], 2.5, 5)],
    'The theatrical trailer’s final minute.'],
  ['Skyward',           'Lumen Games',         'game',    2023, ['#3b1f5c', '#62c0f0'], 3,
    chord([293.66, 369.99, 440], 0, 3),
    'The title theme of a flight adventure.'],
] satisfies PlacementRow[]).map(placementOf);

/** A small square PNG of two colours' gradient: an image to resize, made without any file. */
function demoImage([from, to]: [string, string]): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">' +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    '<rect width="480" height="480" fill="url(#g)"/>' +
    `<circle cx="320" cy="170" r="90" fill="${to}" fill-opacity="0.45"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function* imageUpload(png: Buffer): AsyncGenerator<UploadPart> {
  yield { kind: 'file', name: 'file', stream: Readable.from([png]) };
}

/**
 * The demo catalogue and placements, through the same upload pipeline as an admin's uploads:
 * tones made here (short, so seeding stays quick) and generated covers.
 */
export async function seedCatalogue(
  services: Pick<Services, 'albums' | 'catalogueAudios' | 'placements'>,
): Promise<void> {
  const { albums, catalogueAudios, placements } = services;
  for (const demo of DEMO_ALBUMS) {
    const album = await albums.create({
      title: demo.title,
      description: demo.description,
      published: true,
    });
    await albums.replaceImage(album.id, imageUpload(await demoImage(demo.colours)));
    for (const track of demo.tracks) {
      const wav = demoToneWav(track.seconds, track.notes);
      await catalogueAudios.addTrack(album.id, track.title, wavUpload(wav, track.info));
    }
  }
  for (const demo of DEMO_PLACEMENTS) {
    const { colours, seconds, notes, ...body } = demo;
    const placement = await placements.create(body);
    await placements.replaceAudio(placement.id, wavUpload(demoToneWav(seconds, notes), {}));
    await placements.replaceImage(placement.id, imageUpload(await demoImage(colours)));
  }
}
