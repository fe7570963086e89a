import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { audioAnalyses } from '../../src/db/schema';
import { openDatabase } from '../../src/db/client';
import { pcmWavHeader } from '../../src/demo/demo-tones';
import { multipartFraming, sendByHand } from '../helpers/hand-sent';
import { getOver } from '../helpers/http-get';
import { REQUEST } from '../helpers/requests';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/** A process start (and on PGlite its migrations) on a loaded machine. */
const PROCESS_TEST_MS = 300_000;
const ADMIN = { email: 'drain-admin@cuebrief.test', password: 'a-long-admin-password-1' };
/** An upload's pace: 32 KiB every 50 ms, well above the minimum pace a body must keep. */
const PIECE_BYTES = 32 * 1024;
const EVERY_MS = 50;

let server: ServerProcess | undefined;
let database: TestDatabase | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await server?.kill();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  server = database = dataDir = undefined;
});

/** A server process on a database of its own, with an admin and the analysis on one thread. */
async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'cuebrief-drain-'));
  server = await startServerProcess({
    DATA_DIR: dataDir,
    // Blank is "not set": the embedded database under DATA_DIR.
    DATABASE_URL: database.databaseUrl ?? '',
    DEMO_DATA: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ANALYSIS_WORKERS: '1',
    ...env,
  });
  return server;
}

async function api<T>(
  address: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${address}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as { data: T };
  expect(response.status, JSON.stringify(envelope)).toBe(200);
  return envelope.data;
}

/**
 * A wav of `seconds` of silence uploaded as an album track, sent by hand at a steady pace:
 * `written()` tells how many bytes went out so far.
 */
async function startSlowUpload(address: string, seconds: number) {
  const { accessToken } = await api<{ accessToken: string }>(
    address,
    'POST',
    '/users/v1/auth/login',
    undefined,
    ADMIN,
  );
  const album = await api<{ id: string }>(address, 'POST', `${REQUEST}/add/album`, accessToken, {
    title: 'Drained',
  });
  const dataBytes = seconds * 44_100 * 4;
  const header = pcmWavHeader({ channels: 2, sampleRate: 44_100, dataBytes });
  const framing = multipartFraming('filewav', 'drained.wav');
  const hand = sendByHand(`${address}${REQUEST}/add/album/audio/${album.id}?title=Drained`, {
    authorization: `Bearer ${accessToken}`,
    'content-type': framing.contentType,
    'content-length': String(framing.head.length + header.length + dataBytes + framing.tail.length),
  });
  hand.write(Buffer.concat([framing.head, header]));
  let left = dataBytes;
  let written = 0;
  hand.keepWriting(() => {
    if (left < 0) return undefined;
    if (left === 0) {
      left = -1;
      return framing.tail;
    }
    const piece = Buffer.alloc(Math.min(PIECE_BYTES, left));
    left -= piece.length;
    written += piece.length;
    return piece;
  }, EVERY_MS);
  return { hand, written: () => written };
}

async function until(what: string, holds: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!holds()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SIGTERM', () => {
  it(
    'turns the instance not ready at once, lets the upload in flight finish, and exits 0',
    async () => {
      const { address, signal, exited, output } = await startServer();
      // A connection kept open, as a load balancer's, for the readiness check after the signal.
      const kept = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        expect((await getOver(`${address}/health/ready`, kept)).status).toBe(200);
        // 30 s of stereo 16-bit silence: about 8 s of upload at this pace.
        const upload = await startSlowUpload(address, 30);
        let answered = false;
        const answer = upload.hand.answer.finally(() => (answered = true));
        await until('a quarter of the upload', () => upload.written() > 256 * 1024);

        signal('SIGTERM');
        await until('the drain', () => output().includes('draining before shutting down'));
        const ready = await getOver(`${address}/health/ready`, kept);
        expect(ready.status).toBe(503);
        expect(JSON.parse(ready.body)).toMatchObject({
          status: { code: 503, error: 'SERVICE_UNAVAILABLE' },
        });
        // The upload is still arriving: the instance said so before it finished.
        expect(answered).toBe(false);
        await expect(getOver(`${address}/health/live`, false)).rejects.toMatchObject({
          code: 'ECONNREFUSED',
        });

        const stored = await answer;
        if (stored.status === 'closed') throw new Error(`the upload was cut off:\n${output()}`);
        expect(stored.status, JSON.stringify(stored.body)).toBe(200);
        expect(stored.body.data).toMatchObject({ files: [{ kind: 'wav' }] });
        expect(await exited).toBe(0);
        expect(output()).toContain('"msg":"shut down"');
        expect(output()).not.toContain('grace ran out');
      } finally {
        kept.destroy();
      }

      // The stopped analysis runner holds no claim: the stored wav's job waits, unclaimed, for
      // the next start or another instance.
      const reopened = await openDatabase({
        databaseUrl: database?.databaseUrl,
        embeddedDir: path.join(dataDir ?? '', 'pgdata'),
        onIdleClientError: () => {},
      });
      try {
        const jobs = await reopened.db.select().from(audioAnalyses);
        expect(jobs).toHaveLength(1);
        expect(jobs[0]).toMatchObject({
          state: 'pending',
          attempts: 0,
          claimToken: null,
          leaseUntil: null,
        });
      } finally {
        await reopened.close();
      }
    },
    PROCESS_TEST_MS,
  );

  it(
    'exits non-zero once the grace time runs out, answering the upload still arriving 503',
    async () => {
      const { address, signal, exited, output } = await startServer({ SHUTDOWN_GRACE_MS: '1000' });
      // Ten minutes of audio: nearly three minutes at this pace, far past the grace.
      const upload = await startSlowUpload(address, 600);
      await until('the upload under way', () => upload.written() > 256 * 1024);

      signal('SIGTERM');
      const answer = await upload.hand.answer;
      upload.hand.destroy();
      if (answer.status !== 'closed') {
        expect(answer.status).toBe(503);
        expect(answer.body.status).toMatchObject({ error: 'SERVICE_UNAVAILABLE' });
      }
      expect(await exited).toBe(1);
      expect(output()).toContain('the shutdown grace ran out');
    },
    PROCESS_TEST_MS,
  );
});
