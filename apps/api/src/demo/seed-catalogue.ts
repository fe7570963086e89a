import { Readable } from 'node:stream';
import type { CatalogueAudioInfoBody, CreatePlacementBody, MeasuredKey } from '@cuebrief/shared';
import type { UploadPart } from '../lib/upload-part';
import type { Services } from '../services';
import { demoMusicWav, wavUpload, type DemoClip, type DemoMusic } from './demo-music';
import { DEMO_STILL_SIZE, demoCover } from './demo-covers';
import type { ChordSound } from './instruments';

type Info = CatalogueAudioInfoBody;
type DemoTrack = { title: string; info: Info; music: DemoMusic };

/**
 * One demo track a row: its name, tempo, key, length and chords' sound (its music plays what
 * the admin states), the words clients filter by, and what the admin says of it, its length
 * included.
 */
type TrackRow = [
  title: string,
  bpm: number,
  key: MeasuredKey,
  seconds: number,
  sound: ChordSound,
  genre: Info['genre'],
  mood: Info['mood'],
  instruments: Info['instruments'],
  description: string,
];

function trackOf(row: TrackRow): DemoTrack {
  const [title, bpm, key, seconds, sound, genre, mood, instruments, description] = row;
  const info: Info = { genre, mood, instruments, bpm, key, description };
  return { title, music: { bpm, key, seconds, sound }, info };
}

type DemoAlbum = {
  title: string;
  description: string;
  /** The two colours of its generated cover. */
  colours: [string, string];
  tracks: DemoTrack[];
};

/** Two albums whose tracks differ in genre, mood, tempo and key, so every filter finds some. */
const DEMO_ALBUMS: DemoAlbum[] = [
  {
    title: 'Northern Lights',
    description: 'Wide orchestral cues for reveals, journeys and brand films.',
    colours: ['#123a5c', '#4fb3a9'],
    // prettier-ignore
    tracks: ([
      // title          bpm  key        s   chords   genres                       moods                    instruments
      ['Aurora Rising', 92,  'D minor', 60, 'pad',   ['Orchestral', 'Cinematic'], ['Epic', 'Uplifting'],   ['Strings', 'Brass'],
        'Builds from held strings to the full beat and a wide last chorus, 1:00.'],
      ['Fjord Morning', 68,  'C major', 45, 'piano', ['Ambient'],                 ['Calm', 'Hopeful'],     ['Piano', 'Strings'],
        'Unhurried piano chords under a simple tune, 0:45.'],
      ['Glacier Run',   140, 'E minor', 50, 'pad',   ['Cinematic'],               ['Tense', 'Energetic'],  ['Percussion', 'Strings'],
        'Driving drums and bass under a tense, rising line, 0:50.'],
    ] satisfies TrackRow[]).map(trackOf),
  },
  {
    title: 'Night Drive',
    description: 'Synth-led electronic tracks for tech, automotive and late-night spots.',
    colours: ['#2a1145', '#e0527a'],
    // prettier-ignore
    tracks: ([
      // title          bpm  key        s   chords   genres                       moods                     instruments
      ['Neon Avenue',   124, 'A minor', 45, 'pad',   ['Electronic', 'Pop'],       ['Energetic', 'Playful'], ['Synthesizers', 'Drums'],
        'A bright synth hook over a busy beat, 0:45.'],
      ['Afterglow',     80,  'F major', 60, 'piano', ['Lo-fi', 'Electronic'],     ['Nostalgic', 'Calm'],    ['Synthesizers', 'Bass'],
        'A slow, warm groove of electric-piano chords, 1:00.'],
    ] satisfies TrackRow[]).map(trackOf),
  },
];

type DemoPlacement = CreatePlacementBody & { colours: [string, string]; music: DemoMusic };

/**
 * One demo placement a row: what, for whom, where and when, its image's colours and its music
 * (nobody states a placement's tempo or key: the catalogue shows what was measured), and its
 * description, which says how long the music plays.
 */
type PlacementRow = [
  title: string,
  brand: string,
  media: CreatePlacementBody['media'],
  year: number,
  colours: [string, string],
  music: DemoMusic,
  description: string,
];

function placementOf(row: PlacementRow): DemoPlacement {
  const [title, brand, media, year, colours, music, description] = row;
  return { title, brand, media, year, description, colours, music };
}

// prettier-ignore
const DEMO_PLACEMENTS: DemoPlacement[] = ([
  // title              brand                  media      year  image colours             music
  ['Open Roads',        'Veloce Motors',       'ad',      2025, ['#0f2f2b', '#f2b84b'], { bpm: 100, key: 'G major', seconds: 60, sound: 'piano' },
    'A 60-second launch spot across Europe, cut to a composer’s first take.'],
  ['The Long Winter',   'Northfield Pictures', 'trailer', 2024, ['#1d2333', '#9fb7d9'], { bpm: 76, key: 'A minor', seconds: 60, sound: 'pad' },
    'The theatrical trailer’s final minute.'],
  ['Skyward',           'Lumen Games',         'game',    2023, ['#3b1f5c', '#62c0f0'], { bpm: 128, key: 'D major', seconds: 45, sound: 'pad' },
    'The 45-second title theme of a flight adventure.'],
] satisfies PlacementRow[]).map(placementOf);

/** Every clip of the demo catalogue and placements, as the seed makes them. */
export const DEMO_CATALOGUE_CLIPS: DemoClip[] = [
  ...DEMO_ALBUMS.flatMap((album) =>
    album.tracks.map((track) => ({
      name: track.title,
      music: track.music,
      description: track.info.description,
    })),
  ),
  ...DEMO_PLACEMENTS.map((placement) => ({
    name: placement.title,
    music: placement.music,
    description: placement.description,
  })),
];

async function* imageUpload(png: Buffer): AsyncGenerator<UploadPart> {
  yield { kind: 'file', name: 'file', stream: Readable.from([png]) };
}

/**
 * The demo catalogue and placements, through the same upload pipeline as an admin's uploads:
 * songs made here (45 s to a minute) and generated covers with their titles. Answers each
 * track's audio id by its title, for the demo's shortlist.
 */
export async function seedCatalogue(
  services: Pick<Services, 'albums' | 'catalogueAudios' | 'placements'>,
): Promise<Map<string, string>> {
  const { albums, catalogueAudios, placements } = services;
  const trackIds = new Map<string, string>();
  for (const demo of DEMO_ALBUMS) {
    const album = await albums.create({
      title: demo.title,
      description: demo.description,
      published: false,
    });
    await albums.replaceImage(album.id, imageUpload(await demoCover(demo.title, demo.colours)));
    for (const track of demo.tracks) {
      const wav = demoMusicWav({ name: track.title, music: track.music });
      const added = await catalogueAudios.addTrack(
        album.id,
        track.title,
        wavUpload(wav, track.info),
      );
      trackIds.set(track.title, added.id);
    }
    // A new album is a draft; the demo's are published once their tracks are in (decision 043).
    await albums.publish(album.id);
  }
  for (const demo of DEMO_PLACEMENTS) {
    const { colours, music, ...body } = demo;
    const placement = await placements.create(body);
    const wav = demoMusicWav({ name: body.title, music });
    await placements.replaceAudio(placement.id, wavUpload(wav, {}));
    const still = await demoCover(body.title, colours, DEMO_STILL_SIZE);
    await placements.replaceImage(placement.id, imageUpload(still));
  }
  return trackIds;
}
