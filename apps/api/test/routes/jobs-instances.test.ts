import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestBodySchema } from '@cuebrief/shared';
import { buildApp } from '../../src/app';
import { outbox, requests } from '../../src/db/schema';
import { ORPHAN_GRACE_MS } from '../../src/modules/audio/orphan-files';
import { createStorage } from '../../src/modules/audio/storage/create-storage';
import { newStorageKey } from '../../src/modules/audio/storage/storage-key';
import { runStartSteps } from '../../src/start';
import { createAccount, loginAs } from '../helpers/accounts';
import { listedFiles } from '../helpers/listed-files';
import { recordNotice, REVIEW_DIGEST_SUBJECT } from '../helpers/review-notices';
import { briefBody, dayFrom, DAY_MS } from '../helpers/requests';
import { createSharedStore, type SharedStore } from '../helpers/shared-store';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher';
import { submittedAudio } from '../helpers/submissions';
import { createTestClock, type TestClock } from '../helpers/test-clock';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SLOW_TEST_MS = 180_000;
const REQUEST_DIGEST_SUBJECT = /^(A new request|\d+ new requests) on Cuebrief$/;
/** Workers at a fast cadence, so both instances' runs overlap many times within the test. */
const FAST = { mailPollMs: 100, requestsPollMs: 150, orphanSweepPollMs: 150 };

type Instance = {
  app: FastifyInstance;
  /** The log lines this instance wrote with `msg`, parsed. */
  logged: (msg: string) => Record<string, unknown>[];
};

let store: SharedStore | undefined;
let smtp: SmtpCatcher | undefined;
const started: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of started.splice(0)) await app.close();
  await smtp?.close();
  await store?.drop();
  store = smtp = undefined;
});

/** An instance on the store, its workers at a fast cadence, mailing through the catcher. */
async function startInstance(clock: TestClock): Promise<Instance> {
  if (!store || !smtp) throw new Error('no store');
  const lines: string[] = [];
  const env = { DEMO_DATA: 'false', LOG_LEVEL: 'info', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
  const config = { ...store.configOf(env), ...FAST };
  const app = await buildApp({ config, clock, logStream: { write: (line) => lines.push(line) } });
  started.push(app);
  await runStartSteps(app, { config, clock });
  return {
    app,
    logged: (msg) =>
      lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.msg === msg),
  };
}

/** Waits until `holds` answers true, looking every 100 ms for up to a minute. */
async function until(what: string, holds: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within a minute`);
    await sleep(100);
  }
}

const count = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

// One process owns an embedded database's folder, so only a server has instances side by side.
describe.skipIf(!process.env.DATABASE_URL)('two instances on one database, workers running', () => {
  it(
    'do every job once: each mail is sent once, each digest, each closing and the sweeps',
    async () => {
      store = await createSharedStore();
      smtp = await startSmtpCatcher();
      // Ahead of the machine's clock by more than the sweep's grace, so a file written now is
      // old enough to be swept (file times are the machine's).
      const clock = createTestClock(new Date(Date.now() + ORPHAN_GRACE_MS + DAY_MS));
      const storage = createStorage(store.configOf());
      const orphan = newStorageKey('mp3');
      await storage.write(orphan, Readable.from([Buffer.from('left by a crash')]), 'audio/mpeg');

      const [one, two] = await Promise.all([startInstance(clock), startInstance(clock)]);
      if (!one || !two) throw new Error('two instances');
      const { db } = one.app.database;
      const tt = { app: one.app, clock } as TestApp;

      // A take: its request mails its composer a digest; its notices mail both sides.
      const client = await loginAs(one.app, 'Client');
      const composer = await loginAs(two.app, 'Composer');
      const { audio } = await submittedAudio(tt, {
        client: client.accessToken,
        composer: composer.accessToken,
      });
      // More composers, then requests made after they joined: one digest each.
      const composers = [];
      for (let n = 0; n < 6; n++) composers.push(await createAccount(two.app, 'Composer'));
      clock.advance(1000);
      const brief = (overrides: Parameters<typeof briefBody>[1]) =>
        createRequestBodySchema.parse(briefBody(clock, overrides));
      await one.app.services.requests.importRequests(
        [0, 1].map((n) => ({
          clientId: client.user.id,
          brief: brief({ brief: `Open brief ${n}` }),
          createdAt: clock.now(),
        })),
      );
      // Notices to people on both sides: one review digest each.
      const noticed = [client.user, composer.user, ...composers];
      for (const [n, person] of noticed.entries()) {
        clock.advance(10);
        await recordNotice(n % 2 ? one.app : two.app, {
          recipientId: person.id,
          audioId: audio.id,
          summary: `Notice ${n}`,
          createdAt: clock.now(),
        });
      }
      // Requests stored open whose deadline passes later in the test.
      const passing = Array.from({ length: 40 }, (_, n) => ({
        clientId: client.user.id,
        brief: brief({ brief: `Passing brief ${n}`, deadline: dayFrom(clock, 1) }),
        createdAt: new Date(clock.now().getTime() - 10 * DAY_MS),
      }));
      await two.app.services.requests.importRequests(passing);
      // Mail of every kind besides, in one write: more than a batch of the mail worker.
      await one.app.services.mail.queueAll(
        db,
        Array.from({ length: 45 }, (_, n) => ({
          to: `reader-${n}@test.example`,
          subject: `Message ${n}`,
          text: `Body ${n}`,
        })),
      );

      const rows = () => db.select().from(outbox);
      const settled = async () => {
        const all = await rows();
        return all.every((row) => row.status === 'sent') && smtp?.received.length === all.length;
      };
      await until('every mail sent', settled);
      // Runs keep coming on both instances: nothing more is sent.
      await sleep(1_500);
      expect(await settled()).toBe(true);

      const sent = await rows();
      const received = smtp.received;
      // A message is its recipient and subject here (no two outbox rows share both).
      const key = (to: string, subject: string) => `${to}\n${subject}`;
      expect(received).toHaveLength(sent.length);
      expect(count(received, (mail) => key(mail.to.join(','), mail.subject))).toEqual(
        count(sent, (row) => key(row.toAddress, row.subject)),
      );
      expect(new Set(sent.map((row) => key(row.toAddress, row.subject))).size).toBe(sent.length);

      const digestsTo = (email: string, subject: RegExp) =>
        received.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
      for (const person of [composer.user, ...composers]) {
        expect(digestsTo(person.email, REQUEST_DIGEST_SUBJECT), person.email).toHaveLength(1);
      }
      for (const person of noticed) {
        expect(digestsTo(person.email, REVIEW_DIGEST_SUBJECT), person.email).toHaveLength(1);
      }
      for (let n = 0; n < 45; n++) {
        expect(received.filter((mail) => mail.subject === `Message ${n}`)).toHaveLength(1);
      }

      // The day's orphan sweep ran once, on one of them, and took the orphan.
      const sweeps = () => [one, two].flatMap((instance) => instance.logged('orphan files swept'));
      expect(sweeps()).toEqual([expect.objectContaining({ removed: 1 })]);
      expect((await listedFiles(storage)).map((file) => file.key)).not.toContain(orphan);

      // The deadlines pass: both workers close them, and both instances asked at the same
      // moment besides; each request is stored closed by one of all those runs.
      clock.advance(2 * DAY_MS);
      const asked = await Promise.all(
        [one, two, one, two].map((instance) =>
          instance.app.services.requests.storeClosedPastDeadline(),
        ),
      );
      const stillOpen = () =>
        db
          .select({ state: requests.state })
          .from(requests)
          .where(
            and(
              inArray(
                requests.brief,
                passing.map((request) => request.brief.brief),
              ),
              eq(requests.state, 'open'),
            ),
          );
      await until('every request closed', async () => (await stillOpen()).length === 0);
      const closings = [one, two].flatMap((instance) =>
        instance.logged('requests past their deadline stored as closed'),
      );
      const byWorkers = closings.reduce((sum, line) => sum + Number(line.closed), 0);
      expect(byWorkers + asked.reduce((sum, closed) => sum + closed, 0)).toBe(passing.length);

      // Two days on, the sweep was due again: once more, on one of them.
      await until('the next sweep', async () => sweeps().length === 2);
      await sleep(500);
      expect(sweeps()).toHaveLength(2);

      // The rate-limit sweep (every ten minutes) is claimed the same way: one of both at once.
      const rateLimitSweeps = await Promise.all([
        one.app.services.rateLimiter.sweep(),
        two.app.services.rateLimiter.sweep(),
      ]);
      expect(rateLimitSweeps.filter(Boolean)).toHaveLength(1);
      expect(await one.app.services.rateLimiter.sweep()).toBe(false);
    },
    SLOW_TEST_MS,
  );
});

/**
 * An SMTP server that takes each message only when the test lets it: `arrived` resolves when the
 * first one is in, and `letThrough` lets every message through from then on.
 */
async function startHeldSmtp() {
  let letThrough = () => {};
  const open = new Promise<void>((resolve) => (letThrough = resolve));
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        arrive();
        void open.then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    arrived,
    letThrough,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a drain while the mail worker sends a batch', () => {
  it('sends the message under way and gives the rest back, due at once for another instance', async () => {
    const held = await startHeldSmtp();
    const t = await createTestApp({
      config: { smtpUrl: `smtp://127.0.0.1:${held.port}`, mailPollMs: 50 },
    });
    try {
      await t.app.services.mail.queueAll(
        t.app.database.db,
        Array.from({ length: 5 }, (_, n) => ({
          to: `reader-${n}@test.example`,
          subject: `Message ${n}`,
          text: `Body ${n}`,
        })),
      );
      await held.arrived;
      // The worker holds all five (leased for minutes) and is sending the first.
      const leased = await t.app.database.db.select().from(outbox);
      expect(leased.every((row) => row.nextAttemptAt > t.clock.now())).toBe(true);

      const drained = t.app.lifecycle.drain(30_000);
      held.letThrough();
      expect(await drained).toEqual({ drained: true });
      const rows = await t.app.database.db.select().from(outbox);
      const sent = rows.filter((row) => row.status === 'sent');
      const back = rows.filter((row) => row.status === 'pending');
      expect(sent).toHaveLength(1);
      expect(back).toHaveLength(4);
      // Given back untouched: due now, no attempt counted.
      for (const row of back) {
        expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
        expect(row.attempts).toBe(0);
      }
    } finally {
      await t.close();
      await held.close();
    }
  });
});
