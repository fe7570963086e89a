import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@cuebrief/shared';
import { reviewNotices, users, type UserRow } from '../../src/db/schema';
import { REVIEW_DIGEST_LISTED } from '../../src/modules/reviews/review-digests.service';
import { call } from '../helpers/api';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { publishedAlbumOf } from '../helpers/catalogue';
import { offerOn } from '../helpers/licences';
import { whileMailFailsAfterWriting } from '../helpers/mail';
import { noticesOf, recordNotice, reviewDigestsTo } from '../helpers/review-notices';
import { createSharedStore } from '../helpers/shared-store';
import { REQUEST } from '../helpers/requests';
import { mp3Part, submittedAudio, uploadVersion } from '../helpers/submissions';
import { createTestClock } from '../helpers/test-clock';
import { useTestApp, type TestApp } from '../helpers/test-app';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

const t = useTestApp();

/** The digest runs: the worker is off in tests, so they run it themselves. */
const runDigests = (app: FastifyInstance = t.app) => app.services.reviewDigests.sendDueDigests();

/** A client and a composer of their own, and a take of the composer's on a request of the client's. */
async function takeOn(tt: TestApp = t) {
  const client = await loginAs(tt.app, 'Client');
  const composer = await loginAs(tt.app, 'Composer');
  const { request, audio } = await submittedAudio(tt, {
    client: client.accessToken,
    composer: composer.accessToken,
  });
  return { client, composer, request, audio };
}

/** A notice to `recipient` about `audioId`, recorded one second from now. */
async function notify(
  recipient: SignedIn | UserRow,
  audioId: string,
  summary: string,
  kind: Parameters<typeof recordNotice>[1]['kind'] = 'comment',
  tt: TestApp = t,
): Promise<void> {
  tt.clock.advance(1000);
  const recipientId = 'user' in recipient ? recipient.user.id : recipient.id;
  await recordNotice(tt.app, { recipientId, audioId, summary, kind, createdAt: tt.clock.now() });
}

const digestsTo = (who: SignedIn, app: FastifyInstance = t.app) =>
  reviewDigestsTo(app, who.user.email);

async function userRow(id: string): Promise<UserRow> {
  const [row] = await t.app.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no such user');
  return row;
}

/** Turns the review digest off or on through the profile, as Settings does. */
async function choose(who: SignedIn, notifyReviewActivity: boolean): Promise<void> {
  const response = await call<Profile>(t.app, 'PUT', '/users/v1/auth/update-profile', {
    token: who.accessToken,
    body: { notifyReviewActivity },
  });
  expect(response.statusCode, response.raw).toBe(200);
}

describe('the review digest', () => {
  it("mails a composer one digest of their takes' news, newest first, linking to My Submissions", async () => {
    const { client, composer, audio } = await takeOn();
    const bystander = await takeOn();
    await notify(composer, audio.id, 'Test Agency commented at 0:12 on "Glasswing" v1');
    await notify(composer, audio.id, 'Test Agency shortlisted "Glasswing" v1', 'decision');
    await notify(composer, audio.id, 'Test Agency replied on "Glasswing" v1', 'reply');
    // A notice is mailed by a run, never by the change itself.
    expect(await digestsTo(composer)).toEqual([]);

    expect(await runDigests()).toBe(1);
    const [digest, ...more] = await digestsTo(composer);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('3 updates on your takes on Cuebrief');
    expect(digest!.text).toContain('Hello Composer,');
    const order = ['replied', 'shortlisted', 'commented at 0:12'].map((line) =>
      digest!.text.indexOf(line),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(digest!.text).toContain(`${t.config.publicUrl}/my-submissions`);
    expect(digest!.text).toContain(`${t.config.publicUrl}/settings`);
    expect(digest!.text).not.toContain(client.user.email);

    const now = t.clock.now();
    expect((await noticesOf(t.app, composer.user.id)).map((row) => row.digestedAt)).toEqual([
      now,
      now,
      now,
    ]);
    expect((await userRow(composer.user.id)).lastReviewDigestAt).toEqual(now);
    for (const other of [client, bystander.client, bystander.composer]) {
      expect(await digestsTo(other)).toEqual([]);
    }
    expect(await runDigests()).toBe(0);
    expect(await digestsTo(composer)).toHaveLength(1);
  });

  it('mails a client their new versions under each request, with its submissions page', async () => {
    const first = await takeOn();
    const second = await submittedAudio(t, {
      client: first.client.accessToken,
      composer: first.composer.accessToken,
    });
    await notify(first.client, first.audio.id, 'Composer Tester sent "Glasswing" v2', 'version');
    await notify(first.client, second.audio.id, 'Composer Tester sent "Glasswing" v3', 'version');

    await runDigests();
    const [digest, ...more] = await digestsTo(first.client);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('2 new versions for your requests on Cuebrief');
    const pageOf = (id: string) => `${t.config.publicUrl}/requests/${id}/submissions`;
    // Each request under its title and link, the one with the newest line first.
    const at = [
      pageOf(second.request.id),
      'sent "Glasswing" v3',
      pageOf(first.request.id),
      'sent "Glasswing" v2',
    ].map((text) => digest!.text.indexOf(text));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(digest!.text).toContain(`"${first.request.title}": ${pageOf(first.request.id)}`);
    expect(digest!.text).not.toContain('/my-submissions');

    await notify(first.client, first.audio.id, 'Composer Tester sent "Glasswing" v4', 'version');
    t.clock.advance(HOUR_MS);
    await runDigests();
    const [, single] = await digestsTo(first.client);
    expect(single!.subject).toBe('A new version for your request on Cuebrief');
  });

  it('goes at most once an hour, and the next lists only what came since', async () => {
    const { composer, audio } = await takeOn();
    await notify(composer, audio.id, 'The first comment');
    await runDigests();
    const [sent] = await digestsTo(composer);
    expect(sent!.subject).toBe('News on your takes on Cuebrief');

    t.clock.advance(10 * MINUTE_MS);
    await notify(composer, audio.id, 'The second comment');
    await notify(composer, audio.id, 'The third comment');
    await runDigests();
    expect(await digestsTo(composer)).toHaveLength(1);
    expect((await noticesOf(t.app, composer.user.id)).map((row) => row.digestedAt)).toEqual([
      expect.any(Date),
      null,
      null,
    ]);

    // An hour after the first digest to the millisecond: due again.
    t.clock.set(new Date(new Date(sent!.createdAt).getTime() + HOUR_MS));
    await runDigests();
    const [, next, ...more] = await digestsTo(composer);
    expect(more).toEqual([]);
    expect(next!.subject).toBe('2 updates on your takes on Cuebrief');
    expect(next!.text).not.toContain('The first comment');
    expect(next!.text.indexOf('The third comment')).toBeLessThan(
      next!.text.indexOf('The second comment'),
    );

    // Nothing new, however long it waits: no mail.
    t.clock.advance(2 * HOUR_MS);
    await runDigests();
    expect(await digestsTo(composer)).toHaveLength(2);
  });

  it(`lists the ${REVIEW_DIGEST_LISTED} newest and says how many more there are`, async () => {
    const { composer, audio } = await takeOn();
    const count = REVIEW_DIGEST_LISTED + 3;
    for (let n = 1; n <= count; n++) await notify(composer, audio.id, `Comment number ${n}.`);
    await runDigests();
    const [digest] = await digestsTo(composer);
    expect(digest!.subject).toBe(`${count} updates on your takes on Cuebrief`);
    expect(digest!.text.match(/^- Comment number \d+\.$/gm)).toHaveLength(REVIEW_DIGEST_LISTED);
    expect(digest!.text).toContain(`- Comment number ${count}.`);
    expect(digest!.text).toContain('- Comment number 4.');
    expect(digest!.text).not.toContain('- Comment number 3.');
    expect(digest!.text).toContain('…and 3 more.');
    // All of them were told of: none waits for the next digest.
    const rows = await noticesOf(t.app, composer.user.id);
    expect(rows.filter((row) => row.digestedAt === null)).toEqual([]);
  });

  it('mails nobody who opted out, marks their notices, and starts again when they opt in', async () => {
    const { client, composer, audio } = await takeOn();
    await choose(composer, false);
    await choose(client, false);
    await notify(composer, audio.id, 'Said while opted out');
    await notify(client, audio.id, 'Sent while opted out', 'version');
    expect(await runDigests()).toBe(0);
    for (const who of [composer, client]) {
      expect(await digestsTo(who)).toEqual([]);
      expect((await noticesOf(t.app, who.user.id))[0]?.digestedAt).toEqual(t.clock.now());
      expect((await userRow(who.user.id)).lastReviewDigestAt).toBeNull();
    }

    await choose(composer, true);
    await notify(composer, audio.id, 'Said once opted in again');
    await runDigests();
    const [digest, ...more] = await digestsTo(composer);
    expect(more).toEqual([]);
    expect(digest!.text).toContain('Said once opted in again');
    expect(digest!.text).not.toContain('Said while opted out');
  });

  it('mails nothing to a removed account, even of a notice written as they left', async () => {
    const { client, audio } = await takeOn();
    await t.app.services.users.removeAccount(await userRow(client.user.id));
    // A change that read the client just before the removal committed still writes to them.
    await notify(client, audio.id, 'Sent to a client as they left', 'version');
    expect(await runDigests()).toBe(0);
    expect(await digestsTo(client)).toEqual([]);
    expect((await noticesOf(t.app, client.user.id))[0]?.digestedAt).toEqual(t.clock.now());
  });

  it('mails none of what was dismissed in bulk (the demo data), and what comes after', async () => {
    const { composer, audio } = await takeOn();
    await notify(composer, audio.id, 'Written with the demo data');
    await t.app.services.reviewDigests.dismissWaiting([composer.user.id]);
    expect(await runDigests()).toBe(0);
    expect(await digestsTo(composer)).toEqual([]);

    await notify(composer, audio.id, 'Said after the demo was seeded');
    await runDigests();
    const [digest, ...more] = await digestsTo(composer);
    expect(more).toEqual([]);
    expect(digest!.text).toContain('Said after the demo was seeded');
    expect(digest!.text).not.toContain('Written with the demo data');
  });

  it('mails each person once when runs come at the same moment', async () => {
    const takes = await Promise.all([takeOn(), takeOn(), takeOn()]);
    for (const { composer, audio } of takes) await notify(composer, audio.id, 'A comment');
    const counts = await Promise.all([runDigests(), runDigests(), runDigests()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(takes.length);
    for (const { composer } of takes) expect(await digestsTo(composer)).toHaveLength(1);
  });

  it('leaves neither mail nor mark when a run fails, and the next run sends it', async () => {
    const { composer, audio } = await takeOn();
    await notify(composer, audio.id, 'Kept for the next run');
    const { mail } = t.app.services;
    const queueAll = mail.queueAll;
    const spy = vi.spyOn(mail, 'queueAll').mockImplementation(async (tx, messages) => {
      await queueAll(tx, messages);
      throw new Error('the connection dropped after the mail was written');
    });
    try {
      await expect(runDigests()).rejects.toThrow('connection dropped');
    } finally {
      spy.mockRestore();
    }
    expect(await digestsTo(composer)).toEqual([]);
    expect((await noticesOf(t.app, composer.user.id))[0]?.digestedAt).toBeNull();
    expect((await userRow(composer.user.id)).lastReviewDigestAt).toBeNull();

    await runDigests();
    const [digest] = await digestsTo(composer);
    expect(digest!.text).toContain('Kept for the next run');
  });

  it('is sent by its worker every interval until it stops', async () => {
    const { composer, audio } = await takeOn();
    await notify(composer, audio.id, 'Sent by the worker');
    const stop = t.app.services.reviewDigests.startWorker(10);
    try {
      await vi.waitFor(async () => expect(await digestsTo(composer)).toHaveLength(1), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      await stop();
    }
    t.clock.advance(HOUR_MS);
    await notify(composer, audio.id, 'After the worker stopped');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await digestsTo(composer)).toHaveLength(1);
  });
});

describe('the review loop, through its routes', () => {
  it("mails the composer the client's comment and offer, and the client the new version, once", async () => {
    const { client, composer, audio } = await takeOn();
    t.clock.advance(1000);
    const comment = await call(t.app, 'POST', `${REQUEST}/audio/${audio.id}/comments`, {
      token: client.accessToken,
      body: { atSeconds: 1, body: 'Love the lift here' },
    });
    expect(comment.statusCode, comment.raw).toBeLessThan(300);
    t.clock.advance(1000);
    await offerOn(t.app, client.accessToken, audio);
    t.clock.advance(1000);
    const version = await uploadVersion(t.app, composer.accessToken, audio.id, [mp3Part()]);
    expect(version.statusCode, version.raw).toBe(200);

    await Promise.all([runDigests(), runDigests()]);
    const [toComposer, ...moreToComposer] = await digestsTo(composer);
    expect(moreToComposer).toEqual([]);
    expect(toComposer!.subject).toBe('2 updates on your takes on Cuebrief');
    const offered = toComposer!.text.indexOf('Test Agency made an offer on "Glasswing" v1');
    const commented = toComposer!.text.indexOf('Love the lift here');
    expect(offered).toBeGreaterThan(0);
    expect(commented).toBeGreaterThan(offered);

    const [toClient, ...moreToClient] = await digestsTo(client);
    expect(moreToClient).toEqual([]);
    expect(toClient!.subject).toBe('A new version for your request on Cuebrief');
    expect(toClient!.text).toContain('"Glasswing" v2');
    expect(toClient!.text).not.toContain(composer.user.email);
  });
});

describe('an offer on a take', () => {
  it("tells the take's composer in their digest who offered on which version, never the price", async () => {
    const { client, composer, audio } = await takeOn();
    await offerOn(t.app, client.accessToken, audio, 4321);
    const [notice, ...more] = await noticesOf(t.app, composer.user.id);
    expect(more).toEqual([]);
    // A client is named by their agency.
    const line = 'Test Agency made an offer on "Glasswing" v1';
    expect(notice).toMatchObject({ kind: 'offer', audioId: audio.id, summary: line });
    expect(notice!.digestedAt).toBeNull();
    expect(await noticesOf(t.app, client.user.id)).toEqual([]);

    await runDigests();
    const [digest, ...others] = await digestsTo(composer);
    expect(others).toEqual([]);
    expect(digest!.subject).toBe('News on your takes on Cuebrief');
    expect(digest!.text).toContain(`- ${line}\n`);
    expect(digest!.text).not.toMatch(/4,?321/);
    expect(await digestsTo(client)).toEqual([]);
  });

  it('on a catalogue track tells nobody', async () => {
    const admin = await loginAs(t.app, 'Admin');
    const client = await loginAs(t.app, 'Client');
    const { track } = await publishedAlbumOf(t.app, admin.accessToken);
    await offerOn(t.app, client.accessToken, track);
    const rows = await t.app.database.db
      .select()
      .from(reviewNotices)
      .where(eq(reviewNotices.audioId, track.id));
    expect(rows).toEqual([]);
  });

  it('that fails leaves no notice behind', async () => {
    const { client, composer, audio } = await takeOn();
    // Some admin is mailed every offer: that mail fails after it is written.
    await loginAs(t.app, 'Admin');
    await whileMailFailsAfterWriting(t.app, async (queue) => {
      const response = await call(t.app, 'POST', '/users/v1/request/client/audio-review', {
        token: client.accessToken,
        body: { audioId: audio.id, audioType: 'submission', price: 900 },
      });
      expect(response.statusCode).toBe(500);
      expect(queue).toHaveBeenCalled();
    });
    expect(await noticesOf(t.app, composer.user.id)).toEqual([]);
    await runDigests();
    expect(await digestsTo(composer)).toEqual([]);
  });
});

// One process owns an embedded database's folder, so only a server has instances side by side.
describe.skipIf(!process.env.DATABASE_URL)('two instances on one database', () => {
  const started: FastifyInstance[] = [];
  let drop = async () => {};
  afterEach(async () => {
    for (const app of started.splice(0)) await app.close();
    await drop();
  });

  it('mail each person once when both run the digest at the same time', async () => {
    const store = await createSharedStore();
    drop = store.drop;
    const [one, two] = await Promise.all([
      store.start({ DEMO_DATA: 'false' }),
      store.start({ DEMO_DATA: 'false' }),
    ]);
    if (!one || !two) throw new Error('two instances');
    started.push(one, two);
    // The helpers read the app and a clock (the store's apps start at the test clock's start).
    const tt = { app: one, clock: createTestClock() } as TestApp;
    const takes = [];
    for (let n = 0; n < 6; n++) takes.push(await takeOn(tt));
    for (let round = 0; round < 3; round++) {
      for (const { composer, client, audio } of takes) {
        await notify(composer, audio.id, `Comment of round ${round}`, 'comment', tt);
        await notify(client, audio.id, `Version of round ${round}`, 'version', tt);
      }
      await Promise.all([runDigests(one), runDigests(two), runDigests(one), runDigests(two)]);
    }
    // The instances' clocks stand still: every person was mailed once, in the first round, and
    // what came after waits for the hour.
    for (const { composer, client } of takes) {
      for (const who of [composer, client]) {
        const [digest, ...more] = await digestsTo(who, one);
        expect(more).toEqual([]);
        expect(digest!.text).toMatch(/round 0/);
        expect(digest!.text).not.toMatch(/round 1/);
      }
    }
  });
});
