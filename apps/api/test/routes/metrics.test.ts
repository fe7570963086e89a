import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Role } from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { readToneMp3 } from '../helpers/audio-files';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import { submittedAudio } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { EVERY_CALLER } from '../helpers/who-may';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

const t = useTestApp({ config: { metricsToken: TOKEN } });
const signedIn = useEveryRole(t);
const without = useTestApp();
const withoutSignedIn = useEveryRole(without);

/** The metrics as the scraper reads them. */
async function scrape(): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one series (`name{labels}` exactly as printed), or undefined. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** The series whose name and labels include every one of `parts`. */
const seriesWith = (text: string, ...parts: string[]) =>
  text.split('\n').filter((line) => !line.startsWith('#') && parts.every((p) => line.includes(p)));

describe('GET /metrics without METRICS_TOKEN', () => {
  it.each(EVERY_CALLER)('does not exist for %s: 404', async (_who, role) => {
    const response = await call(without.app, 'GET', '/metrics', {
      token: withoutSignedIn.tokenOf(role),
    });
    expectRefusal(response, 404, 'NOT_FOUND');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const refusals: [string, Record<string, string>][] = [
    ['no Authorization', {}],
    ['a wrong token', { authorization: `Bearer ${TOKEN}x` }],
    ['the token without its scheme', { authorization: TOKEN }],
    ['a shorter token', { authorization: 'Bearer metrics' }],
  ];
  it.each(refusals)('answers 401 in the envelope to %s', async (_what, headers) => {
    const response = await call(t.app, 'GET', '/metrics', { headers });
    expectRefusal(response, 401, 'UNAUTHENTICATED');
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it.each(['Admin', 'Client', 'Composer'] as Role[])(
    'answers 401 to a signed-in %s: an account is not the token',
    async (role) => {
      const response = await call(t.app, 'GET', '/metrics', { token: signedIn.tokenOf(role) });
      expectRefusal(response, 401, 'UNAUTHENTICATED');
    },
  );

  it("answers Prometheus text with the requests, Node's figures, the pool, mail, jobs and uploads", async () => {
    const text = await scrape();
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'cuebrief_db_pool_connections',
      'cuebrief_mail_pending',
      'cuebrief_jobs_pending',
      'cuebrief_upload_bytes_total',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    expect(seriesValue(text, 'cuebrief_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    if (t.config.databaseUrl) {
      expect(seriesValue(text, 'cuebrief_db_pool_connections{state="idle"}')).toBeDefined();
      expect(seriesValue(text, 'cuebrief_db_pool_connections{state="waiting"}')).toBe(0);
    }
  });

  it('counts a request under its route pattern and status, never its URL', async () => {
    const id = randomUUID();
    const before = await scrape();
    const series =
      'http_requests_total{method="GET",route="/users/v1/request/placement/:id",status_code="404"}';
    const counted = seriesValue(before, series) ?? 0;
    expect((await call(t.app, 'GET', `${REQUEST}/placement/${id}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/no-such-page/${id}`)).statusCode).toBe(404);

    const after = await scrape();
    expect(seriesValue(after, series)).toBe(counted + 1);
    expect(
      seriesWith(after, 'http_request_duration_seconds_count', 'placement/:id', '"404"'),
    ).toHaveLength(1);
    expect(seriesWith(after, 'http_requests_total', 'route="(unmatched)"', '"404"')).toHaveLength(
      1,
    );
    expect(after).not.toContain(id);
  });

  it('reads the mails and jobs waiting at each scrape, and counts the bytes uploaded', async () => {
    const mailsBefore = seriesValue(await scrape(), 'cuebrief_mail_pending') ?? NaN;
    await t.app.services.mail.queueAll(
      t.app.database.db,
      [1, 2, 3].map((n) => ({ to: `reader-${n}@test.example`, subject: 'Hello', text: 'Hi' })),
    );
    const before = await scrape();
    expect(seriesValue(before, 'cuebrief_mail_pending')).toBe(mailsBefore + 3);

    // A take's mp3: its bytes are counted, and its analysis waits (no analysis threads here).
    await submittedAudio(t, {
      client: signedIn.Client.accessToken,
      composer: signedIn.Composer.accessToken,
    });
    const after = await scrape();
    const uploaded = 'cuebrief_upload_bytes_total{kind="mp3"}';
    expect((seriesValue(after, uploaded) ?? 0) - (seriesValue(before, uploaded) ?? 0)).toBe(
      readToneMp3().length,
    );
    expect(seriesValue(after, 'cuebrief_jobs_pending')).toBe(
      (seriesValue(before, 'cuebrief_jobs_pending') ?? NaN) + 1,
    );
  });
});
