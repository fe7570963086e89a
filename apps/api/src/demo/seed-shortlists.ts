import type { UserRow } from '../db/schema';
import type { Services } from '../services';
import { DEMO_PASSWORD } from './demo-password';

/**
 * The tokens of the demo's share links, published so the README can say where their pages
 * are (`/listen/<token>`): 43 base64url characters, the shape of a real one
 * (SHARE_TOKEN_PATTERN). Anyone who reads the README can open them, as anyone can sign in to
 * the demo accounts; the demo data is off in production unless asked for.
 */
export const DEMO_SHARE_TOKEN = 'NorthlightSpringCampaign-forTheBrand-demo01';
/** The demo link with a password (DEMO_PASSWORD). */
export const DEMO_PASSWORD_SHARE_TOKEN = 'NorthlightSpringCampaign-DirectorsCut-demo1';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the demo's links work from the seed, by the app's clock. */
const DEMO_LINK_DAYS = 30;

export const DEMO_SHORTLIST_TITLE = 'Spring campaign — for the brand';

/** An item of the demo shortlist: a take (its latest version) or a catalogue track, by title. */
type DemoItem = { take: string; note?: string } | { track: string; note?: string };

/** Ava's selection from her advertising and documentary requests and the catalogue. */
const DEMO_ITEMS: DemoItem[] = [
  { take: 'Sunrise Circuit', note: 'Our pick: the lift lands on the logo at 0:18.' },
  { take: 'Sunrise Circuit (15s cut)', note: 'For the 15 s cut-down.' },
  { take: 'Tidelines Theme', note: 'A calmer direction, if the brand wants one.' },
  { track: 'Aurora Rising', note: 'From the catalogue: can be licensed today.' },
];

/** The demo shortlist's two links: the brand team's (open) and the director's (a password). */
const DEMO_LINKS = [
  { token: DEMO_SHARE_TOKEN, body: { label: 'Northlight brand team' } },
  {
    token: DEMO_PASSWORD_SHARE_TOKEN,
    body: {
      label: "Director's cut",
      email: 'director@northlight.example',
      password: DEMO_PASSWORD,
    },
  },
];

function audioIdOf(
  item: DemoItem,
  audioIds: { takes: Map<string, string>; tracks: Map<string, string> },
) {
  const [title, id] =
    'take' in item
      ? [item.take, audioIds.takes.get(item.take)]
      : [item.track, audioIds.tracks.get(item.track)];
  if (!id) throw new Error(`no demo audio "${title}" for the shortlist`);
  return id;
}

/**
 * Ava's shortlist for her brand, written through the shortlists service as she would make it:
 * takes of two of her requests and a catalogue track, notes on them, and two links, each with
 * its published token. Answers the shortlist's id.
 */
export async function seedShortlists(
  services: Pick<Services, 'shortlists'>,
  client: UserRow,
  audioIds: { takes: Map<string, string>; tracks: Map<string, string> },
  now: Date,
): Promise<string> {
  const { shortlists } = services;
  const shortlist = await shortlists.create(client, { title: DEMO_SHORTLIST_TITLE });
  for (const item of DEMO_ITEMS) {
    await shortlists.addItem(client, shortlist.id, {
      audioId: audioIdOf(item, audioIds),
      note: item.note,
    });
  }
  const expiresAt = new Date(now.getTime() + DEMO_LINK_DAYS * DAY_MS).toISOString();
  for (const { token, body } of DEMO_LINKS) {
    await shortlists.createLink(client, shortlist.id, { ...body, expiresAt }, token);
  }
  return shortlist.id;
}
