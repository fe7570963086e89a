import { beforeAll, describe, expect, it } from 'vitest';
import { WAVEFORM_POINTS, decodeWaveform } from '@cuebrief/shared';
import type {
  TakeComments,
  TakeTimeline,
  Audio,
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
import type { DemoClip } from '../../src/demo/demo-music';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { DEMO_CATALOGUE_CLIPS } from '../../src/demo/seed-catalogue';
import { DEMO_PASSWORD_SHARE_TOKEN, DEMO_SHARE_TOKEN } from '../../src/demo/demo-share-links';
import { DEMO_SHORTLIST_TITLE } from '../../src/demo/seed-shortlists';
import { DEMO_TAKE_CLIPS } from '../../src/demo/seed-submissions';
import { runStartSteps } from '../../src/start';
import { analysisStates } from '../helpers/analysis-rows';
import { call, expectRefusal } from '../helpers/api';
import { logIn } from '../helpers/accounts';
import { noticesOf } from '../helpers/review-notices';
import { countRows } from '../helpers/row-counts';
import { DAY_MS, REQUEST, briefBody } from '../helpers/requests';
import { openPage, shareCalls } from '../helpers/share-pages';
import { shortlistCalls } from '../helpers/shortlists';
import { useTestApp } from '../helpers/test-app';

const HOUR_MS = 60 * 60 * 1000;

// One analysis thread measures the demo's audio in the background, as on `npm start`.
const t = useTestApp({ config: { demoData: true, analysisWorkers: 1, analysisPollMs: 100 } });
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
      // The list's waveform (its peaks come only with peaks=full) is the audio's own.
      const wave = decodeWaveform(take.waveform);
      expect(wave).toHaveLength(WAVEFORM_POINTS);
      expect(Math.max(...wave)).toBeGreaterThan(0.3);
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

  it('tells the review story: a take with v1 and v2, comments on both, one shortlisted, one passed with a reason', async () => {
    const ava = await signIn('ava@northlight.example');
    const seen = await call<ClientRequestSubmissions[]>(
      t.app,
      'GET',
      `${REQUEST}/client/submissions`,
      {
        token: ava,
      },
    );
    const heard = seen.body.data.flatMap((group) =>
      group.submissions.flatMap((submission) => submission.audios),
    );
    const revised = heard.find((take) => take.versions.length === 2);
    expect(revised?.version).toBe(2);
    expect(revised?.versionNote).toBe('Shorter intro, lift at 0:18');
    expect(revised?.decision).toMatchObject({ state: 'shortlisted', version: 2 });
    expect(revised?.isFavorite).toBe(true);
    expect(revised?.offer).not.toBeNull();
    const comments = await call<TakeComments>(
      t.app,
      'GET',
      `${REQUEST}/audio/${revised?.id}/comments`,
      { token: ava },
    );
    const versions = new Set(comments.body.data.comments.map((comment) => comment.version));
    expect([...versions].sort()).toEqual([1, 2]);
    expect(comments.body.data.comments.some((comment) => comment.author.role === 'composer')).toBe(
      true,
    );
    const passed = heard.find((take) => take.decision?.state === 'passed');
    expect(passed?.decision?.reasons).toEqual(['Key']);

    // Lena reads why and where: her take's timeline has the comments, v2 and the shortlist.
    const lena = await signIn('lena@composers.example');
    const timeline = await call<TakeTimeline>(
      t.app,
      'GET',
      `${REQUEST}/audio/${revised?.id}/timeline`,
      { token: lena },
    );
    const kinds = timeline.body.data.events.map((event) => event.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['submitted', 'comment', 'reply', 'version', 'shortlisted']),
    );
    // The demo's reviews mail nobody: Lena's notices are there, marked, and no digest is due.
    const notices = await noticesOf(t.app, (await profileOf('lena@composers.example')).uuid);
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((notice) => notice.digestedAt !== null)).toBe(true);
  });

  it('has two published albums of real audio with covers, which the filters find', async () => {
    const token = await signIn('ava@northlight.example');
    const albums = (await call<Album[]>(t.app, 'GET', `${REQUEST}/albums`, { token })).body.data;
    expect(albums.map((album) => album.title).sort()).toEqual(['Night Drive', 'Northern Lights']);
    for (const album of albums) {
      expect(album.tracksCount).toBeGreaterThanOrEqual(2);
      expect(album.durationSeconds).toBeGreaterThan(5);
      if (!album.cover) throw new Error(`${album.title} has no cover`);
      expect(album.cover.width).toBe(album.cover.height);
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
    expect(decodeWaveform(calm[0]?.waveform ?? '')).toHaveLength(WAVEFORM_POINTS);
    expect(Math.max(...decodeWaveform(calm[0]?.waveform ?? ''))).toBeGreaterThan(0.1);
    expect((await tracks({ tempoMin: '120' })).body.data.map((track) => track.title)).toEqual([
      'Glacier Run',
    ]);
  });

  it("has Ava's shortlist shared by two links: items from two requests and the catalogue, plays and a like", async () => {
    const ava = await signIn('ava@northlight.example');
    const [summary] = (await shortlistCalls.list(t.app, ava)).body.data;
    expect(summary?.title).toBe(DEMO_SHORTLIST_TITLE);
    const shortlist = (await shortlistCalls.get(t.app, ava, summary?.id ?? '')).body.data;
    expect(shortlist.items.map((item) => [item.title, item.source, item.version])).toEqual([
      ['Sunrise Circuit', 'take', 2],
      ['Sunrise Circuit (15s cut)', 'take', 1],
      ['Tidelines Theme', 'take', 1],
      ['Aurora Rising', 'catalogue', null],
    ]);
    expect(new Set(shortlist.items.map((item) => item.sourceTitle)).size).toBe(3);
    expect(shortlist.items.every((item) => item.note !== null)).toBe(true);
    const byLabel = new Map(shortlist.links.map((link) => [link.label, link]));
    const [brand, director] = [byLabel.get('Northlight brand team'), byLabel.get("Director's cut")];
    const inAMonth = t.clock.now().getTime() + 30 * DAY_MS;
    for (const link of [brand, director]) {
      expect(link?.state).toBe('active');
      expect(Math.abs(Date.parse(link?.expiresAt ?? '') - inAMonth)).toBeLessThan(DAY_MS);
    }
    // The brand team opened theirs twice, played two items and liked the first.
    expect(brand).toMatchObject({ hasPassword: false, opens: 2, plays: 3, secondsListened: 56 });
    expect(brand?.items[0]?.reaction).toMatchObject({
      reaction: 'like',
      comment: expect.any(String),
    });
    expect(director).toMatchObject({ hasPassword: true, opens: 0, plays: 0 });

    // Their pages open at the README's addresses, the director's with the demo password.
    const page = await openPage(t.app, DEMO_SHARE_TOKEN);
    expect(page).toMatchObject({ title: DEMO_SHORTLIST_TITLE, label: 'Northlight brand team' });
    expect(page.items.map((item) => item.reaction?.reaction ?? null)).toEqual([
      'like',
      null,
      null,
      null,
    ]);
    expectRefusal(
      await shareCalls.open(t.app, DEMO_PASSWORD_SHARE_TOKEN),
      401,
      'LINK_PASSWORD_REQUIRED',
    );
    const opened = await openPage(t.app, DEMO_PASSWORD_SHARE_TOKEN, { password: DEMO_PASSWORD });
    expect(opened.items).toHaveLength(4);
  });

  it('has three placements a guest can see and hear, each with a 16:9 still', async () => {
    const placements = (await call<Placement[]>(t.app, 'GET', `${REQUEST}/placements`)).body.data;
    expect(placements).toHaveLength(3);
    for (const placement of placements) {
      if (!placement.audio || !placement.image) throw new Error(`${placement.title} is incomplete`);
      // Shown at 16:9 (media-art), a square image would lose its title to the crop.
      const { width, height } = placement.image;
      expect(width && height && width / height).toBeCloseTo(16 / 9, 2);
      expect(placement.audio.durationSeconds).toBeGreaterThan(2);
      const audio = await t.app.inject({ method: 'GET', url: placement.audio.play.url });
      expect(audio.statusCode).toBe(200);
    }
  });
});

/** Waits for the analysis thread to have measured every stored mp3 and wav. */
async function everyAudioMeasured(): Promise<Record<string, number>> {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    const counts = await analysisStates(t.app);
    if (!counts.pending) return counts;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the demo audio was not all measured in two minutes');
}

/** The clip of the demo's music of that name. */
function clipNamed(name: string): DemoClip {
  const clip = [...DEMO_TAKE_CLIPS, ...DEMO_CATALOGUE_CLIPS].find((entry) => entry.name === name);
  if (!clip) throw new Error(`no demo clip "${name}"`);
  return clip;
}

/** Measured at the tempo (within 2 %) and in the key its music is made at, with a loudness. */
function expectMeasuredAsMade(audio: Pick<Audio, 'title' | 'analysis'>): void {
  const { music } = clipNamed(audio.title);
  expect(audio.analysis.state, audio.title).toBe('done');
  expect(Math.abs((audio.analysis.bpm ?? 0) - music.bpm), audio.title).toBeLessThanOrEqual(
    music.bpm * 0.02,
  );
  expect(audio.analysis.key, audio.title).toBe(music.key);
  expect(audio.analysis.loudnessLufs, audio.title).toEqual(expect.any(Number));
}

describe('the demo audio, once measured', () => {
  it('measures every take, track and placement at the tempo and in the key its music plays', async () => {
    // 13 clips, one of them with a second version.
    expect(await everyAudioMeasured()).toEqual({ done: 14 });
    const ava = await signIn('ava@northlight.example');
    const albums = (await call<Album[]>(t.app, 'GET', `${REQUEST}/albums`, { token: ava })).body
      .data;
    for (const album of albums) {
      const tracks = await call<ClientCatalogueAudio[]>(
        t.app,
        'GET',
        `${REQUEST}/album/audio/from/all/${album.id}`,
        { token: ava },
      );
      for (const track of tracks.body.data) expectMeasuredAsMade(track);
    }
    const placements = (await call<Placement[]>(t.app, 'GET', `${REQUEST}/placements`)).body.data;
    for (const placement of placements) {
      if (!placement.audio) throw new Error(`${placement.title} has no audio`);
      expectMeasuredAsMade({ title: placement.title, analysis: placement.audio.analysis });
    }
  }, 150_000);

  it("shows Lena's advertising takes fitting their brief, and the others' warnings", async () => {
    const fitOf = async (client: string) => {
      const seen = await call<ClientRequestSubmissions[]>(
        t.app,
        'GET',
        `${REQUEST}/client/submissions`,
        { token: await signIn(client) },
      );
      const takes = seen.body.data.flatMap((group) =>
        group.submissions.flatMap((submission) => submission.audios),
      );
      for (const take of takes) expectMeasuredAsMade(take);
      return new Map(takes.map((take) => [take.title, take]));
    };
    const avas = await fitOf('ava@northlight.example');
    expect(avas.get('Sunrise Circuit')?.fit?.summary).toBe('fits');
    expect(avas.get('Sunrise Circuit (15s cut)')?.fit?.summary).toBe('fits');
    expect(avas.get('City Pulse')?.fit?.key?.verdict).toBe('off');
    expect(avas.get('Tidelines Theme')?.fit?.length?.verdict).toBe('off');
    const nightLaps = (await fitOf('marc@bluefern.example')).get('Night Laps');
    expect(nightLaps?.fit?.tempo).toEqual({
      verdict: 'close',
      reason: "72 BPM: half-time of the brief's 140–150",
    });
    expect(nightLaps?.statedMismatches.map((mismatch) => mismatch.note)).toEqual([
      'stated 144, measured 72: half-time?',
    ]);
  });
});
