import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ComposerAudio } from '@cuebrief/shared';
import { audioAnalyses } from '../../src/db/schema';
import { analysisRepository } from '../../src/modules/analysis/analysis.repository';
import { createAccount, logIn } from '../helpers/accounts';
import {
  analysisRowsOf,
  everyAnalysisRow,
  eventually,
  musicWavPart,
} from '../helpers/analysis-jobs';
import { createSharedStore, type SharedStore } from '../helpers/shared-store';
import { audioOf, openRequestOf, submissionTo } from '../helpers/submissions';
import { createTestClock } from '../helpers/test-clock';
import type { TestApp } from '../helpers/test-app';

/** Starts of the app on one store, as restarts and instances beside each other are. */
const SLOW_TEST_MS = 120_000;
const NO_DEMO = { DEMO_DATA: 'false' };
const ANALYSING = { ...NO_DEMO, ANALYSIS_WORKERS: '2', ANALYSIS_POLL_MS: '100' };

let store: SharedStore;
const started: FastifyInstance[] = [];
beforeEach(async () => {
  store = await createSharedStore();
});
afterEach(async () => {
  for (const app of started.splice(0)) await app.close();
  await store.drop();
});

async function start(env: NodeJS.ProcessEnv = NO_DEMO): Promise<FastifyInstance> {
  const app = await store.start(env);
  started.push(app);
  return app;
}

/** A composer's submission to a client's request on `app`, and a way to upload takes to it. */
async function composerOn(app: FastifyInstance) {
  // The helpers read the app and a clock (the store's apps start at the test clock's start).
  const t = { app, clock: createTestClock() } as TestApp;
  const signIn = async (role: 'Client' | 'Composer') =>
    (await logIn(app, (await createAccount(app, role)).email)).accessToken;
  const client = await signIn('Client');
  const composer = await signIn('Composer');
  const request = await openRequestOf(t, client);
  const submission = await submissionTo(t, composer, request.id);
  return {
    upload: (on: FastifyInstance, bpm: number) =>
      audioOf({ ...t, app: on }, composer, submission.id, [
        musicWavPart({ bpm, key: 'Bb major', seconds: 2 }),
      ]),
  };
}

const allDone = (app: FastifyInstance, count: number) =>
  eventually(
    () => everyAnalysisRow(app),
    (rows) => rows.length === count && rows.every((row) => row.state === 'done'),
    'every analysis',
  );

describe('analysis across restarts', () => {
  it(
    "picks up a dead instance's job after a restart, and files stored without a job",
    async () => {
      const first = await start();
      const { upload } = await composerOn(first);
      const claimed = await upload(first, 96);
      const unqueued = await upload(first, 128);
      // The instance claims the first job and is killed (-9); by the restart its lease has run
      // out. The second file was stored by a version of the app without analysis: no job.
      const past = new Date(createTestClock().now().getTime() - 120_000);
      await analysisRepository.claim(first.database.db, {
        token: randomUUID(),
        now: new Date(past.getTime() - 1),
        leaseUntil: past,
      });
      const [row] = await analysisRowsOf(first, unqueued.id);
      await first.database.db
        .delete(audioAnalyses)
        .where(eq(audioAnalyses.audioFileId, row?.audioFileId ?? ''));
      await first.close();
      started.splice(0);

      const again = await start(ANALYSING);
      await allDone(again, 2);
      const attemptsOf = async (take: ComposerAudio) =>
        (await analysisRowsOf(again, take.id)).map((entry) => entry.attempts);
      expect(await attemptsOf(claimed)).toEqual([2]);
      expect(await attemptsOf(unqueued)).toEqual([1]);
    },
    SLOW_TEST_MS,
  );
});

// One process owns an embedded database's folder, so only a server has instances side by side.
describe.skipIf(!process.env.DATABASE_URL)('two instances on one database', () => {
  it(
    'share the uploads of both: each job is claimed and recorded exactly once',
    async () => {
      const [one, two] = await Promise.all([start(ANALYSING), start(ANALYSING)]);
      if (!one || !two) throw new Error('two instances');
      const { upload } = await composerOn(one);
      const takes: ComposerAudio[] = [];
      for (const [n, bpm] of [90, 100, 110, 120, 130, 140, 150, 160].entries()) {
        takes.push(await upload(n % 2 === 0 ? one : two, bpm));
      }
      const rows = await allDone(one, takes.length);
      expect(rows.map((row) => row.attempts)).toEqual(takes.map(() => 1));
      expect(rows.every((row) => row.claimToken === null && row.analysedAt !== null)).toBe(true);
    },
    SLOW_TEST_MS,
  );
});
