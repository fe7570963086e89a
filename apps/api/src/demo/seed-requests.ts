import type { CreateRequest } from '@cuebrief/shared';
import type { ImportedRequest, RequestsService } from '../modules/requests/requests.service';
import type { UserRow } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The day `days` from `now` (UTC), as a deadline is written. */
const dayFrom = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

type DemoRequest = {
  client: string;
  createdHoursAgo: number;
  /** Days from the seed to the deadline; below zero, a request whose deadline has passed. */
  deadlineInDays: number;
  /** Its client closed it this long ago. */
  closedHoursAgo?: number;
  brief: Omit<CreateRequest, 'deadline' | 'name' | 'email' | 'phone'>;
};

/**
 * Briefs of the demo clients across categories: most open, one closed early by its client and
 * one whose deadline has passed. All were created before the seed, so no digest lists them.
 */
const DEMO_REQUESTS: DemoRequest[] = [
  {
    client: 'ava@northlight.example',
    createdHoursAgo: 2,
    deadlineInDays: 21,
    brief: {
      duty: ['Music supervisor'],
      budget: 4500,
      category: ['Advertising'],
      length: ['30 seconds', '15 seconds'],
      genre: ['Cinematic', 'Electronic'],
      mood: ['Uplifting', 'Inspiring'],
      keywords: ['city at dawn', 'bikes', 'momentum'],
      instrumentation: ['Piano', 'Strings', 'Synthesizers', 'Percussion'],
      tempo: [100, 124],
      key: ['D major'],
      soundLike: 'Jon Hopkins, Emerald Rush',
      references: ['https://northlight.example/briefs/velo-launch-offline-edit'],
      brief:
        'Launch film for a city-bike sharing scheme: riders cross the city at sunrise as the ' +
        'streets wake up. Start with a single piano figure and a pulse, then build with strings ' +
        'and synths to a lift at 0:18 when the logo lands. We need a 30-second master and a ' +
        '15-second cut-down that ends on the same hit. Airing on TV and online in the UK.',
    },
  },
  {
    client: 'ava@northlight.example',
    createdHoursAgo: 26,
    deadlineInDays: 35,
    brief: {
      duty: ['Music supervisor'],
      budget: 8000,
      category: ['Documentary'],
      length: ['3 minutes or more'],
      genre: ['Ambient', 'Orchestral'],
      mood: ['Calm', 'Nostalgic', 'Hopeful'],
      keywords: ['ocean', 'tides', 'coastal communities'],
      instrumentation: ['Strings', 'Harp', 'Piano', 'Sound design'],
      tempo: [60, 80],
      key: ['Any key'],
      references: [],
      brief:
        '"Tidelines" follows three fishing villages through one year of changing seas. We need ' +
        'a main theme of about four minutes that can be cut into shorter cues: slow, warm and ' +
        'patient, with room for narration. Avoid anything that sounds like a nature-film ' +
        'cliché; think textures that breathe like the water.',
    },
  },
  {
    client: 'ava@northlight.example',
    createdHoursAgo: 72,
    deadlineInDays: 10,
    brief: {
      duty: ['Producer'],
      budget: 900,
      category: ['Podcast'],
      length: ['15 seconds'],
      genre: ['Lo-fi', 'Hip hop'],
      mood: ['Playful', 'Quirky'],
      keywords: ['intro sting', 'true crime', 'comedy'],
      instrumentation: ['Bass', 'Drums', 'Bells'],
      tempo: [84, 92],
      key: ['F minor'],
      references: [],
      brief:
        'An intro sting for a weekly comedy podcast about badly planned heists. Fifteen seconds ' +
        'with a hook people hum along to by episode three, plus a three-second version for ' +
        'the ad breaks.',
    },
  },
  {
    client: 'jonah@northlight.example',
    createdHoursAgo: 5,
    deadlineInDays: 28,
    brief: {
      duty: ['Producer', 'Editor'],
      budget: 15000,
      category: ['Trailer'],
      length: ['2 minutes'],
      genre: ['Orchestral', 'Cinematic'],
      mood: ['Epic', 'Dark', 'Suspenseful'],
      keywords: ['heist thriller', 'ticking clock', 'braams'],
      instrumentation: ['Strings', 'Brass', 'Choir', 'Percussion', 'Sound design'],
      tempo: [120, 140],
      key: ['C minor'],
      trailerizationOf: 'Paint It Black',
      references: ['https://northlight.example/briefs/vault-trailer-temp'],
      brief:
        'Theatrical trailer for a heist thriller. A slowed, minor-key trailerization of ' +
        '"Paint It Black": a sparse first act under dialogue, a rising second act with a ' +
        'ticking pulse, and a full third act with choir and brass hits. Three clear act ' +
        'breaks and a button ending, please; stems are essential.',
    },
  },
  {
    client: 'jonah@northlight.example',
    createdHoursAgo: 6 * 24,
    deadlineInDays: 45,
    brief: {
      duty: ['Producer'],
      budget: 6000,
      category: ['Video game'],
      length: ['3 minutes or more'],
      genre: ['Electronic', 'Ambient'],
      mood: ['Mysterious', 'Tense'],
      keywords: ['sci-fi', 'exploration', 'seamless loop'],
      instrumentation: ['Synthesizers', 'Sound design', 'Percussion'],
      tempo: [90, 110],
      key: ['E minor'],
      soundLike: 'Ben Prunty, FTL soundtrack',
      references: [],
      brief:
        'Exploration music for an indie space game: the player drifts through a derelict ' +
        'station. A loop of at least three minutes that repeats seamlessly, with an intensity ' +
        'layer we can fade in when enemies are near (delivered as separate stems).',
    },
  },
  {
    client: 'jonah@northlight.example',
    createdHoursAgo: 9 * 24,
    deadlineInDays: 60,
    brief: {
      duty: ['Producer'],
      budget: 12000,
      category: ['TV series'],
      length: ['60 seconds'],
      genre: ['Indie', 'Folk'],
      mood: ['Hopeful', 'Nostalgic'],
      keywords: ['main title', 'small town', 'family drama'],
      instrumentation: ['Acoustic guitar', 'Female vocals', 'Strings'],
      tempo: [88, 100],
      key: ['G major'],
      references: [],
      brief:
        'Main title theme for an eight-part family drama set in a small coastal town. Warm, ' +
        'handmade and a little bittersweet; a wordless vocal line is welcome. Sixty seconds ' +
        'for the titles and a thirty-second reprise for the end credits.',
    },
  },
  {
    client: 'marc@bluefern.example',
    createdHoursAgo: 1,
    deadlineInDays: 14,
    brief: {
      duty: ['Creative director'],
      budget: 7500,
      category: ['Advertising', 'Online video'],
      length: ['60 seconds', '30 seconds'],
      genre: ['Pop', 'Funk'],
      mood: ['Happy', 'Energetic'],
      keywords: ['summer', 'bakery', 'Paris'],
      instrumentation: ['Bass', 'Drums', 'Electric guitar', 'Brass'],
      tempo: [108, 118],
      key: ['A major'],
      soundLike: 'Parcels, Tieduprightnow',
      references: ['https://bluefern.example/boards/summer-campaign'],
      brief:
        'Summer campaign for a Paris bakery chain: friends share breakfast on a rooftop. A ' +
        'sunny, groove-led track with a bass line you notice, a 60-second version for online ' +
        'and a 30-second cut for cinema.',
    },
  },
  {
    client: 'marc@bluefern.example',
    createdHoursAgo: 50,
    deadlineInDays: 20,
    brief: {
      duty: ['Creative director'],
      budget: 2500,
      category: ['Corporate'],
      length: ['2 minutes'],
      genre: ['Ambient', 'Electronic'],
      mood: ['Inspiring', 'Calm'],
      keywords: ['renewable energy', 'annual results', 'wind farms'],
      instrumentation: ['Piano', 'Synthesizers', 'Bells'],
      tempo: [90, 100],
      key: ['Any key'],
      references: [],
      brief:
        'Two-minute film presenting the annual results of a renewable energy company. Clean ' +
        'and optimistic without sounding like stock music; it sits under a voice-over ' +
        'throughout, so keep the middle of the mix clear.',
    },
  },
  {
    client: 'marc@bluefern.example',
    createdHoursAgo: 4 * 24,
    deadlineInDays: 40,
    brief: {
      duty: ['Director'],
      budget: 3000,
      category: ['Film'],
      length: ['3 minutes or more'],
      genre: ['Classical', 'Orchestral'],
      mood: ['Romantic', 'Sad'],
      keywords: ['end credits', 'short film', 'letters'],
      instrumentation: ['Piano', 'Strings'],
      tempo: [56, 72],
      key: ['B minor'],
      references: [],
      brief:
        'End-credits piece for a short film about two sisters who write letters for forty ' +
        'years. Piano and a small string section; we would love a theme that starts simply ' +
        'and opens up in the last minute.',
    },
  },
  {
    client: 'marc@bluefern.example',
    createdHoursAgo: 12 * 24,
    deadlineInDays: 7,
    brief: {
      duty: ['Brand manager'],
      budget: 1800,
      category: ['Online video'],
      length: ['90 seconds'],
      genre: ['Hip hop', 'Trap'],
      mood: ['Energetic', 'Aggressive'],
      keywords: ['sneaker drop', 'street', 'social'],
      instrumentation: ['Drums', 'Bass', 'Synthesizers'],
      tempo: [140, 150],
      key: ['G minor'],
      references: [],
      brief:
        'Ninety seconds for a limited sneaker release on social media: fast cuts, night ' +
        'streets, skaters. Hard-hitting drums and a dark synth hook; no vocals.',
    },
  },
  {
    client: 'ava@northlight.example',
    createdHoursAgo: 20 * 24,
    deadlineInDays: 15,
    closedHoursAgo: 6 * 24,
    brief: {
      duty: ['Music supervisor'],
      budget: 2000,
      category: ['Theatre'],
      length: ['2 minutes'],
      genre: ['Jazz', 'Blues'],
      mood: ['Romantic', 'Playful'],
      keywords: ['scene change', '1950s', 'comedy'],
      instrumentation: ['Piano', 'Bass', 'Drums', 'Brass'],
      tempo: [110, 130],
      key: ['Bb major'],
      references: [],
      brief:
        'Scene-change music for a 1950s romantic comedy on stage. (Closed: the production ' +
        'chose to use a live band after all.)',
    },
  },
  {
    client: 'jonah@northlight.example',
    createdHoursAgo: 25 * 24,
    deadlineInDays: -3,
    brief: {
      duty: ['Producer'],
      budget: 3500,
      category: ['Advertising'],
      length: ['30 seconds'],
      genre: ['Rock', 'Indie'],
      mood: ['Energetic', 'Happy'],
      keywords: ['festival', 'energy drink'],
      instrumentation: ['Electric guitar', 'Bass', 'Drums'],
      tempo: [128, 136],
      key: ['E major'],
      references: [],
      brief:
        'Thirty seconds of guitar-driven energy for a festival sponsorship spot: crowd ' +
        'surfing, confetti, a big singalong chorus feel without lyrics.',
    },
  },
];

/** The demo briefs, each with its client as the contact. */
export async function seedRequests(
  requests: Pick<RequestsService, 'importRequests'>,
  clients: Map<string, UserRow>,
  now: Date,
): Promise<void> {
  const imported: ImportedRequest[] = DEMO_REQUESTS.map((demo) => {
    const client = clients.get(demo.client);
    if (!client) throw new Error(`the demo client ${demo.client} was not created`);
    return {
      clientId: client.id,
      brief: {
        ...demo.brief,
        name: `${client.firstName} ${client.lastName}`,
        email: client.email,
        phone: client.phone ?? undefined,
        deadline: dayFrom(now, demo.deadlineInDays),
      },
      createdAt: new Date(now.getTime() - demo.createdHoursAgo * HOUR_MS),
      closedAt:
        demo.closedHoursAgo === undefined
          ? undefined
          : new Date(now.getTime() - demo.closedHoursAgo * HOUR_MS),
    };
  });
  await requests.importRequests(imported);
}
