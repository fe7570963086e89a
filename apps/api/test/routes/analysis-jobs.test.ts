import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as wait } from 'node:timers/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ComposerAudio, MediaLink } from '@cuebrief/shared';
import { analysisRepository } from '../../src/modules/analysis/analysis.repository';
import { RETRY_AFTER_MS } from '../../src/modules/analysis/analysis-runner';
import { createAnalysisService } from '../../src/modules/analysis/analysis.service';
import { createStorage } from '../../src/modules/audio/storage/create-storage';
import {
  analysisRowsOf,
  everyAnalysisRow,
  eventually,
  musicWav,
  musicWavPart,
} from '../helpers/analysis-jobs';
import { call } from '../helpers/api';
import { pngBytes } from '../helpers/audio-files';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import { audioOf, openRequestOf, submissionTo } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

// The app analyses nothing itself (ANALYSIS_WORKERS=0): each test runs the runners it needs on
// the app's database, with the app's clock, as other instances would.
const t = useTestApp();
const signedIn = useEveryRole(t);
const LEASE_MS = 60_000;

type Runner = ReturnType<typeof createAnalysisService>;
const started: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of started.splice(0)) await stop();
});

/** Another instance's analysis on the app's database; `open` reads the stored files. */
function startRunner(
  options: { threads?: number; open?: (key: string) => Promise<Readable> } = {},
): Runner {
  const storage = createStorage(t.config);
  const runner = createAnalysisService({
    db: t.app.database.db,
    clock: t.clock,
    log: t.app.log,
    openStoredFile: options.open ?? ((key) => storage.read(key)),
    threads: options.threads ?? 1,
    pollMs: 50,
  });
  started.push(runner.startWorker());
  return runner;
}

let submissionId: string;
beforeAll(async () => {
  const request = await openRequestOf(t, signedIn.Client.accessToken);
  submissionId = (await submissionTo(t, signedIn.Composer.accessToken, request.id)).id;
});

const newTake = (seconds = 3) =>
  audioOf(t, signedIn.Composer.accessToken, submissionId, [
    musicWavPart({ bpm: 110, key: 'F major', seconds }),
  ]);

async function onlyRowOf(take: ComposerAudio) {
  const [row, ...others] = await analysisRowsOf(t.app, take.id);
  if (!row || others.length > 0) throw new Error('a take with one file has one analysis row');
  return row;
}

const settled = (take: ComposerAudio) =>
  eventually(
    () => onlyRowOf(take),
    (row) => row.state !== 'pending',
    `the analysis of ${take.id}`,
  );

describe('a job whose instance died mid-job', () => {
  it('is taken again once its lease runs out, and recorded once (2 attempts)', async () => {
    const take = await newTake();
    // An instance claims the job and dies (kill -9): its lease is never renewed nor released.
    const now = t.clock.now();
    const dead = await analysisRepository.claim(t.app.database.db, {
      token: randomUUID(),
      now,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
    });
    expect(dead).toMatchObject({ audioFileId: (await onlyRowOf(take)).audioFileId, attempts: 1 });

    const runner = startRunner();
    // While the lease holds, nobody takes the job.
    await wait(500);
    expect(await onlyRowOf(take)).toMatchObject({
      state: 'pending',
      attempts: 1,
      claimToken: dead?.claimToken,
    });

    t.clock.advance(LEASE_MS + 1);
    runner.nudge();
    const row = await settled(take);
    expect(row).toMatchObject({ state: 'done', attempts: 2, claimToken: null, leaseUntil: null });
    expect(row.bpm).not.toBeNull();

    // The dead instance's claim, were it to wake, can no longer write anything.
    if (!dead) throw new Error('no claim');
    const late = await analysisRepository.recordDone(t.app.database.db, dead, {
      result: {
        ...{ bpm: 1, bpmConfidence: 0, key: null, keyConfidence: 0, loudnessLufs: null },
        ...{ truePeakDbtp: null, samplePeakDbfs: null, durationSeconds: 1, sampleRate: 1 },
        ...{ channels: 1, leadingSilenceSeconds: 0, trailingSilenceSeconds: 0, clippedSamples: 0 },
        ...{ analyser: 'another', analyserVersion: '0' },
      },
      now: t.clock.now(),
    });
    expect(late).toBe(false);
    expect(await onlyRowOf(take)).toEqual(row);
  });
});

describe('a file the analyser cannot read', () => {
  it.each([
    [
      'a wav cut off after its header',
      musicWav({ bpm: 90, key: 'D major', seconds: 2 }).subarray(0, 44),
    ],
    ['bytes that are no audio at all', pngBytes()],
  ])('%s: the take stays playable, its analysis failed at once', async (_, bytes) => {
    const take = await newTake();
    const stored = await onlyRowOf(take);
    // The stored bytes go bad after the upload (a disk fault, a bad restore).
    await createStorage(t.config).write(stored.storageKey, Readable.from([bytes]), 'audio/wav');
    startRunner();

    const row = await settled(take);
    expect(row).toMatchObject({ state: 'failed', attempts: 1, claimToken: null, bpm: null });
    expect(row.error).toMatch(/\w/);
    const list = await call<{ audios: ComposerAudio[] }[]>(
      t.app,
      'GET',
      `${REQUEST}/composer/submissions`,
      { token: signedIn.Composer.accessToken },
    );
    const shown = list.body.data.flatMap((entry) => entry.audios).find((a) => a.id === take.id);
    expect(shown?.analysis).toMatchObject({ state: 'failed', bpm: null, loudnessLufs: null });
    expect(shown?.fit).toBeNull();
    const play = await call<MediaLink>(t.app, 'POST', `${REQUEST}/audio/${take.id}/play`, {
      token: signedIn.Client.accessToken,
    });
    expect(play.statusCode, play.raw).toBe(200);
  });
});

describe('a job that fails for a passing reason', () => {
  it('is tried again after a wait, and failed after three claims', async () => {
    const take = await newTake();
    let opened = 0;
    const runner = startRunner({
      open: async () => {
        opened += 1;
        throw new Error('storage unreachable');
      },
    });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const row = await eventually(
        () => onlyRowOf(take),
        (seen) => seen.attempts === attempt && seen.claimToken === null,
        `attempt ${attempt}`,
      );
      expect(row).toMatchObject({
        state: attempt < 3 ? 'pending' : 'failed',
        error: 'storage unreachable',
      });
      // Not tried again before its wait is over.
      await wait(200);
      expect((await onlyRowOf(take)).attempts).toBe(attempt);
      t.clock.advance(RETRY_AFTER_MS + 1);
      runner.nudge();
    }
    await wait(200);
    expect(opened).toBe(3);
    expect(await onlyRowOf(take)).toMatchObject({ state: 'failed', attempts: 3 });
  });
});

describe('a runner that stops mid-job', () => {
  it('gives the job back untouched, for the next start or another instance', async () => {
    const take = await newTake();
    // A read that never ends: the job is under way when the runner stops.
    startRunner({ open: async () => new Readable({ read() {} }) });
    await eventually(
      () => onlyRowOf(take),
      (row) => row.claimToken !== null,
      'the claim',
    );
    const stop = started.pop();
    await stop?.();
    expect(await onlyRowOf(take)).toMatchObject({
      state: 'pending',
      attempts: 0,
      claimToken: null,
      leaseUntil: null,
    });

    startRunner();
    expect(await settled(take)).toMatchObject({ state: 'done', attempts: 1 });
  });
});

describe('several runners on one database', () => {
  it('do each job exactly once', async () => {
    const before = new Set((await everyAnalysisRow(t.app)).map((row) => row.audioFileId));
    const takes: ComposerAudio[] = [];
    for (let n = 0; n < 6; n += 1) takes.push(await newTake(2));
    const storage = createStorage(t.config);
    const opens: string[] = [];
    const open = (key: string) => {
      opens.push(key);
      return storage.read(key);
    };
    startRunner({ threads: 2, open });
    startRunner({ threads: 2, open });

    const rows = await eventually(
      async () => (await everyAnalysisRow(t.app)).filter((row) => !before.has(row.audioFileId)),
      (all) => all.length === takes.length && all.every((row) => row.state === 'done'),
      'every analysis',
    );
    expect(rows.map((row) => row.attempts)).toEqual(takes.map(() => 1));
    expect(opens).toHaveLength(takes.length);
    expect(new Set(opens).size).toBe(takes.length);
  });
});
