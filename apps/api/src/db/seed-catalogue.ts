import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { CatalogueAudioInfoBody, CreatePlacementBody } from '@cuebrief/shared';
import type { UploadPart } from '../plugins/multipart';
import type { Services } from '../services';
import { demoToneWav, type DemoNote } from './demo-tones';
import { wavUpload } from './seed-submissions';

type DemoTrack = {
  title: string;
  info: CatalogueAudioInfoBody;
  seconds: number;
  notes: DemoNote[];
};
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
    tracks: [
      {
        title: 'Aurora Rising',
        info: {
          genre: ['Orchestral', 'Cinematic'],
          mood: ['Epic', 'Uplifting'],
          instruments: ['Strings', 'Brass'],
          bpm: 92,
          key: 'D minor',
          description: 'A slow build to a full brass swell.',
        },
        seconds: 4,
        notes: [...chord([146.83, 220], 0, 2), ...chord([146.83, 220, 293.66, 349.23], 1.5, 4)],
      },
      {
        title: 'Fjord Morning',
        info: {
          genre: ['Ambient'],
          mood: ['Calm', 'Hopeful'],
          instruments: ['Piano', 'Strings'],
          bpm: 68,
          key: 'C major',
        },
        seconds: 5,
        notes: [...chord([261.63, 329.63], 0, 3), ...chord([293.66, 392], 2.5, 5)],
      },
      {
        title: 'Glacier Run',
        info: {
          genre: ['Cinematic'],
          mood: ['Tense', 'Energetic'],
          instruments: ['Percussion', 'Strings'],
          bpm: 140,
          key: 'E minor',
        },
        seconds: 3,
        notes: chord([164.81, 246.94, 329.63], 0, 3),
      },
    ],
  },
  {
    title: 'Night Drive',
    description: 'Synth-led electronic tracks for tech, automotive and late-night spots.',
    colours: ['#2a1145', '#e0527a'],
    tracks: [
      {
        title: 'Neon Avenue',
        info: {
          genre: ['Electronic', 'Pop'],
          mood: ['Energetic', 'Playful'],
          instruments: ['Synthesizers', 'Drums'],
          bpm: 124,
          key: 'A minor',
        },
        seconds: 4,
        notes: chord([220, 261.63, 329.63], 0, 4),
      },
      {
        title: 'Afterglow',
        info: {
          genre: ['Lo-fi', 'Electronic'],
          mood: ['Nostalgic', 'Calm'],
          instruments: ['Synthesizers', 'Bass'],
          bpm: 80,
          key: 'F major',
        },
        seconds: 5,
        notes: [...chord([174.61, 220], 0, 2.5), ...chord([196, 261.63], 2, 5)],
      },
    ],
  },
];

type DemoPlacement = CreatePlacementBody & {
  colours: [string, string];
  seconds: number;
  notes: DemoNote[];
};

const DEMO_PLACEMENTS: DemoPlacement[] = [
  {
    title: 'Open Roads',
    brand: 'Veloce Motors',
    media: 'ad',
    year: 2025,
    description: 'A 60-second launch spot across Europe, cut to a composer’s first take.',
    colours: ['#0f2f2b', '#f2b84b'],
    seconds: 4,
    notes: chord([196, 246.94, 293.66], 0, 4),
  },
  {
    title: 'The Long Winter',
    brand: 'Northfield Pictures',
    media: 'trailer',
    year: 2024,
    description: 'The theatrical trailer’s final minute.',
    colours: ['#1d2333', '#9fb7d9'],
    seconds: 5,
    notes: [...chord([110, 164.81], 0, 3), ...chord([130.81, 196], 2.5, 5)],
  },
  {
    title: 'Skyward',
    brand: 'Lumen Games',
    media: 'game',
    year: 2023,
    description: 'The title theme of a flight adventure.',
    colours: ['#3b1f5c', '#62c0f0'],
    seconds: 3,
    notes: chord([293.66, 369.99, 440], 0, 3),
  },
];

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
