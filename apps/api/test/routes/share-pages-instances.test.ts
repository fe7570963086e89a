import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { expectRefusal } from '../helpers/api';
import { mailTo } from '../helpers/mail';
import { createSharedStore, type SharedStore } from '../helpers/shared-store';
import { fetchFile, itemOf, openPage, segment, shareCalls } from '../helpers/share-pages';
import { shareLinkOf, sharedShortlistOf, shortlistCalls } from '../helpers/shortlists';
import type { TestApp } from '../helpers/test-app';
import { createTestClock } from '../helpers/test-clock';

/**
 * A share link on more than one app at once: each open counted, the first mailed once, a pass or
 * stream address from one instance good on another, and a revocation on one refused by the
 * other at the next request — nothing about a link is kept in any instance's memory.
 */

let store: SharedStore;
let one: FastifyInstance;
let client: SignedIn;
let shortlistId: string;
/** The helpers read an app and a clock; the store's apps start at the test clock's start. */
const on = (app: FastifyInstance) => ({ app, clock: createTestClock() }) as TestApp;

beforeAll(async () => {
  store = await createSharedStore();
  one = await store.start({ DEMO_DATA: 'false' });
  client = await loginAs(one, 'Client');
  shortlistId = (await sharedShortlistOf(on(one), client)).shortlist.id;
});
afterAll(async () => {
  await one.close();
  await store.drop();
});

/** A new link of the shared shortlist, made on the first instance. */
const newLink = async (label: string) =>
  shareLinkOf(on(one), client.accessToken, shortlistId, { label });

/** The client's mails about a link's first open. */
const firstOpenMails = async (label: string) =>
  (await mailTo(one, client.user.email)).filter((mail) => mail.subject.startsWith(`${label} `));

async function opensOf(linkId: string): Promise<number> {
  const response = await shortlistCalls.get(one, client.accessToken, shortlistId);
  return response.body.data.links.find((link) => link.id === linkId)?.opens ?? -1;
}

describe('opens arriving at once', () => {
  it('are each counted, and only one of them mails the client', async () => {
    const { token, link } = await newLink('Editors');
    const answers = await Promise.all(Array.from({ length: 6 }, () => shareCalls.open(one, token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(await opensOf(link.id)).toBe(6);
    expect((await firstOpenMails('Editors')).map((mail) => mail.subject)).toEqual([
      'Editors opened Spring campaign',
    ]);
  });
});

// One process owns an embedded database's folder, so only a server has instances side by side.
describe.skipIf(!process.env.DATABASE_URL)('two instances on one database', () => {
  let two: FastifyInstance;
  beforeAll(async () => {
    two = await store.start({ DEMO_DATA: 'false' });
  });
  afterAll(() => two.close());

  it('count the opens of both and mail the first once', async () => {
    const { token, link } = await newLink('Directors');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => shareCalls.open(i % 2 === 0 ? one : two, token)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(await opensOf(link.id)).toBe(8);
    expect(await firstOpenMails('Directors')).toHaveLength(1);
  });

  it("take each other's passes and stream addresses", async () => {
    const { token } = await newLink('Brand team');
    const page = await openPage(one, token);
    expect((await openPage(two, token, { pass: page.pass })).label).toBe('Brand team');
    const { streamUrl } = page.items[0]!;
    expect((await fetchFile(two, streamUrl, { range: 'bytes=0-9' })).statusCode).toBe(206);
  });

  it('refuse a link revoked on the other instance at the next request: its page, its stream and its plays', async () => {
    const { token, link } = await newLink('Agency partners');
    const page = await openPage(two, token);
    const item = page.items[0]!;
    expect((await fetchFile(two, item.streamUrl, { range: 'bytes=0-9' })).statusCode).toBe(206);

    const revoked = await shortlistCalls.revokeLink(one, client.accessToken, shortlistId, link.id);
    expect(revoked.statusCode, revoked.raw).toBe(200);

    expectRefusal(await shareCalls.open(two, token, { pass: page.pass }), 410, 'LINK_REVOKED');
    const stream = await fetchFile(two, itemOf(page, item.id).streamUrl, { range: 'bytes=10-19' });
    expect(stream.statusCode).toBe(410);
    expect(JSON.parse(stream.body).status.error).toBe('LINK_REVOKED');
    const played = await shareCalls.play(two, token, segment(page.pass, item.id, 1));
    expectRefusal(played, 410, 'LINK_REVOKED');
  });
});
