import { randomUUID } from 'node:crypto';
import type { UserRow } from '../db/schema';
import type { Services } from '../services';
import { DEMO_PASSWORD } from './demo-password';
import { DEMO_PASSWORD_SHARE_TOKEN, DEMO_SHARE_TOKEN } from './demo-share-links';

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

/** Where the brand team's page was opened from: an address kept for documentation (RFC 5737). */
const BRAND_TEAM_ADDRESS = '192.0.2.10';

/** What the brand team played: an item's place on the shortlist, where from and how long. */
const BRAND_TEAM_PLAYS = [
  { item: 0, fromSeconds: 0, seconds: 30 },
  { item: 0, fromSeconds: 14, seconds: 10 },
  { item: 3, fromSeconds: 0, seconds: 16 },
];

/**
 * The brand team's visit, through the recipient's calls as their page makes them: two opens,
 * three play segments and a "like" with a comment, so the shortlist's statistics show
 * something. The first open is not mailed: like the rest of the demo's history it happened
 * before anyone was there to be told of it, and the demo mails nobody.
 */
async function seedBrandTeamVisit(sharePages: Services['sharePages']): Promise<void> {
  const first = await sharePages.open(DEMO_SHARE_TOKEN, {}, BRAND_TEAM_ADDRESS, {
    notify: false,
  });
  const { pass, items } = await sharePages.open(
    DEMO_SHARE_TOKEN,
    { pass: first.pass },
    BRAND_TEAM_ADDRESS,
  );
  const itemId = (place: number) => {
    const item = items[place];
    if (!item) throw new Error(`the demo shortlist has no item ${place + 1}`);
    return item.id;
  };
  for (const play of BRAND_TEAM_PLAYS) {
    await sharePages.recordPlay(DEMO_SHARE_TOKEN, {
      pass,
      itemId: itemId(play.item),
      segmentId: randomUUID(),
      fromSeconds: play.fromSeconds,
      seconds: play.seconds,
    });
  }
  await sharePages.react(DEMO_SHARE_TOKEN, itemId(0), {
    pass,
    reaction: 'like',
    comment: 'This is the one: the lift on the logo is exactly what we pictured.',
  });
}

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
 * its published token; then the brand team's visit to theirs.
 */
export async function seedShortlists(
  services: Pick<Services, 'shortlists' | 'sharePages'>,
  client: UserRow,
  audioIds: { takes: Map<string, string>; tracks: Map<string, string> },
  now: Date,
): Promise<void> {
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
  await seedBrandTeamVisit(services.sharePages);
}
