import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Album,
  ClientCatalogueAudio,
  ClientRequest,
  ClientRequestSubmissions,
  ComposerRequest,
  ComposerSubmission,
  Paged,
  Placement,
  Profile,
} from '@cuebrief/shared';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { runStartSteps } from '../../src/start';
import { call } from '../helpers/api';
import { logIn } from '../helpers/accounts';
import { countRows } from '../helpers/row-counts';
import { REQUEST, briefBody } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const HOUR_MS = 60 * 60 * 1000;

const t = useTestApp({ config: { demoData: true } });
// The demo data is written by the start step, as the server runs it after building the app.
beforeAll(() => runStartSteps(t.app, { config: t.config, clock: t.clock }));

const signIn = async (email: string) => (await logIn(t.app, email, DEMO_PASSWORD)).accessToken;
const profileOf = async (email: string) =>
  (await call<Profile>(t.app, 'GET', '/users/v1/auth/profile', { token: await signIn(email) })).body
    .data;

describe('the demo data', () => {
  // First, before any test here creates anything.
  it('mails nobody, not even when the digests run later', async () => {
    expect((await countRows(t.app)).outbox).toBe(0);
    t.clock.advance(2 * HOUR_MS);
    expect(await t.app.services.requestDigests.sendDueDigests()).toBe(0);
    expect((await countRows(t.app)).outbox).toBe(0);
  });

  it('has a dozen briefs across categories: most open, one closed early, one past its deadline', async () => {
    const byClient = await Promise.all(
      ['ava@northlight.example', 'jonah@northlight.example', 'marc@bluefern.example'].map(
        async (email) =>
          (
            await call<ClientRequest[]>(t.app, 'GET', `${REQUEST}/client/requests`, {
              token: await signIn(email),
            })
          ).body.data,
      ),
    );
    const seeded = byClient.flat();
    expect(seeded).toHaveLength(12);
    expect(new Set(seeded.map((request) => request.category[0])).size).toBeGreaterThanOrEqual(8);
    expect(seeded.filter((request) => request.state === 'open')).toHaveLength(10);
    const closed = seeded.filter((request) => request.state === 'closed');
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(
      closed
        .map((request) => (request.deadline < today ? 'deadline passed' : 'closed early'))
        .sort(),
    ).toEqual(['closed early', 'deadline passed']);

    const composerToken = await signIn('lena@composers.example');
    const open = await call<Paged<ComposerRequest>>(t.app, 'GET', `${REQUEST}/composer/requests`, {
      token: composerToken,
    });
    expect(open.body.data.total).toBeGreaterThanOrEqual(10);
    expect(open.body.data.data.map((request) => request.agencyName)).toEqual(
      expect.arrayContaining(['Northlight Agency', 'Bluefern Creative']),
    );
  });

  it('has a client in trial, one subscribed and one whose trial has ended', async () => {
    expect(await profileOf('ava@northlight.example')).toMatchObject({
      isSubscriptionEnabled: true,
      trialEndsAt: expect.any(String),
    });
    expect(await profileOf('marc@bluefern.example')).toMatchObject({
      isSubscriptionEnabled: true,
      writingAccess: true,
    });
    // Marc's year is a paid subscription with its invoice, as a checkout would have left it.
    const marc = await signIn('marc@bluefern.example');
    const plan = await call(t.app, 'GET', '/users/v1/payment/client/subscription', { token: marc });
    expect(plan.body.data).toMatchObject({ plan: 'year', state: 'active' });
    const invoices = await call<unknown[]>(t.app, 'GET', '/users/v1/payment/client/payments', {
      token: marc,
    });
    expect(invoices.body.data).toEqual([
      expect.objectContaining({ purpose: 'subscription', amountCents: 100_000, state: 'paid' }),
    ]);
    expect(await profileOf('chloe@bluefern.example')).toMatchObject({
      status: 'approved',
      isSubscriptionEnabled: false,
      writingAccess: false,
    });

    for (const [email, status] of [
      ['ava@northlight.example', 200],
      ['marc@bluefern.example', 200],
      ['chloe@bluefern.example', 402],
    ] as const) {
      const response = await call(t.app, 'POST', `${REQUEST}/client/request`, {
        token: await signIn(email),
        body: briefBody(t.clock),
      });
      expect(response.statusCode, `${email}: ${response.raw}`).toBe(status);
    }
  });

  it("has Lena's submissions with real audio to Ava's requests: played, favourited, offered on", async () => {
    const own = await call<ComposerSubmission[]>(t.app, 'GET', `${REQUEST}/composer/submissions`, {
      token: await signIn('lena@composers.example'),
    });
    const takes = own.body.data.flatMap((submission) => submission.audios);
    expect(own.body.data.map((submission) => submission.request.agencyName)).toEqual([
      'Northlight Agency',
      'Northlight Agency',
    ]);
    expect(takes.length).toBeGreaterThanOrEqual(3);
    for (const take of takes) {
      expect(take.durationSeconds).toBeGreaterThan(1);
      expect(take.peaks.length).toBeGreaterThan(100);
      expect(Math.max(...take.peaks)).toBeGreaterThan(0.3);
      expect(take.files.map((file) => file.kind)).toEqual(['wav']);
    }
    expect(takes.filter((take) => take.listenedAt !== null).length).toBeGreaterThanOrEqual(1);

    const seen = await call<ClientRequestSubmissions[]>(
      t.app,
      'GET',
      `${REQUEST}/client/submissions`,
      {
        token: await signIn('ava@northlight.example'),
      },
    );
    const heard = seen.body.data.flatMap((group) =>
      group.submissions.flatMap((submission) => submission.audios),
    );
    expect(heard.some((take) => take.isListened)).toBe(true);
    expect(heard.some((take) => take.isFavorite)).toBe(true);
    expect(heard.some((take) => take.offer !== null)).toBe(true);
    // Two composers answered one of the briefs.
    expect(Math.max(...seen.body.data.map((group) => group.submissions.length))).toBe(2);

    const link = await call<{ url: string }>(
      t.app,
      'POST',
      `${REQUEST}/audio/${takes[0]?.id}/play`,
      {
        token: await signIn('lena@composers.example'),
      },
    );
    expect((await t.app.inject({ method: 'GET', url: link.body.data.url })).statusCode).toBe(200);
  });

  it('has two published albums of real audio with covers, which the filters find', async () => {
    const token = await signIn('ava@northlight.example');
    const albums = (await call<Album[]>(t.app, 'GET', `${REQUEST}/albums`, { token })).body.data;
    expect(albums.map((album) => album.title).sort()).toEqual(['Night Drive', 'Northern Lights']);
    for (const album of albums) {
      expect(album.tracksCount).toBeGreaterThanOrEqual(2);
      expect(album.durationSeconds).toBeGreaterThan(5);
      if (!album.cover) throw new Error(`${album.title} has no cover`);
      const cover = await t.app.inject({ method: 'GET', url: album.cover.url });
      expect(cover.headers['content-type']).toBe('image/webp');
    }
    const northern = albums.find((album) => album.title === 'Northern Lights');
    const tracks = (query: Record<string, string>) =>
      call<ClientCatalogueAudio[]>(
        t.app,
        'GET',
        `${REQUEST}/album/audio/from/all/${northern?.id}`,
        {
          token,
          query,
        },
      );
    const calm = (await tracks({ mood: 'Calm' })).body.data;
    expect(calm.map((track) => track.title)).toEqual(['Fjord Morning']);
    expect(calm[0]?.peaks.length).toBeGreaterThan(100);
    expect((await tracks({ tempoMin: '120' })).body.data.map((track) => track.title)).toEqual([
      'Glacier Run',
    ]);
  });

  it('has three placements a guest can see and hear', async () => {
    const placements = (await call<Placement[]>(t.app, 'GET', `${REQUEST}/placements`)).body.data;
    expect(placements).toHaveLength(3);
    for (const placement of placements) {
      if (!placement.audio || !placement.image) throw new Error(`${placement.title} is incomplete`);
      expect(placement.audio.durationSeconds).toBeGreaterThan(2);
      const audio = await t.app.inject({ method: 'GET', url: placement.audio.play.url });
      expect(audio.statusCode).toBe(200);
    }
  });
});
