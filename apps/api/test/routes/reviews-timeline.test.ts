import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ComposerAudio, TakeTimeline } from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { acceptOffer, offerOn } from '../helpers/licences';
import { payInSandbox, sandboxConfig } from '../helpers/payments';
import { REQUEST } from '../helpers/requests';
import { commentOn, decideOn, getTimeline, storyOf, timelineOf } from '../helpers/reviews';
import {
  audioOf,
  infoPart,
  mp3Part,
  openRequestOf,
  submissionTo,
  versionOf,
} from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

// The sandbox pays checkouts, so the story can run to a licence.
const t = useTestApp({ config: sandboxConfig });
const signedIn = useEveryRole(t);
let otherClient: SignedIn;
let otherComposer: SignedIn;

const client = () => signedIn.Client.accessToken;
const composer = () => signedIn.Composer.accessToken;
const admin = () => signedIn.Admin.accessToken;

/** The take whose whole story is told, its rival in the same request, and one left open. */
let licensed: ComposerAudio;
let v2: { id: string };
let rival: ComposerAudio;
let inClosedRequest: ComposerAudio;
/** When each step of the story happened, by the test clock. */
const at: Record<string, string> = {};

/** Moves the clock on, so each step has a moment of its own, and notes that moment. */
function step(name: string) {
  t.clock.advance(10_000);
  at[name] = t.clock.now().toISOString();
}

const play = (token: string, audioId: string) =>
  call(t.app, 'POST', `${REQUEST}/audio/${audioId}/play`, { token });

beforeAll(async () => {
  otherClient = await loginAs(t.app, 'Client');
  otherComposer = await loginAs(t.app, 'Composer');
  const request = await openRequestOf(t, client());
  step('submitted');
  licensed = await audioOf(t, composer(), (await submissionTo(t, composer(), request.id)).id);
  rival = await audioOf(
    t,
    otherComposer.accessToken,
    (await submissionTo(t, otherComposer.accessToken, request.id)).id,
  );
  step('listened v1');
  expect((await play(client(), licensed.id)).statusCode).toBe(200);
  // Only the request's client listens count: an admin's play is not a listen.
  expect((await play(admin(), licensed.id)).statusCode).toBe(200);
  step('comment');
  const thread = await commentOn(t.app, client(), licensed.id, { body: 'Lift?', atSeconds: 1 });
  step('reply');
  await commentOn(t.app, composer(), licensed.id, { body: 'Here it is', parentId: thread.id });
  step('version');
  v2 = await versionOf(t, composer(), licensed.id, [
    mp3Part(),
    infoPart({ note: 'Shorter intro' }),
  ]);
  step('listened v2');
  await play(client(), v2.id);
  await play(client(), v2.id);
  step('passed');
  await decideOn(t.app, client(), v2.id, { state: 'passed', reasons: ['Tempo'], note: 'Too slow' });
  step('shortlisted');
  await decideOn(t.app, client(), v2.id, { state: 'shortlisted' });
  step('offered');
  await offerOn(t.app, client(), { id: v2.id, audioType: 'submission' }, 1800);
  step('accepted');
  const checkoutUrl = await acceptOffer(t.app, admin(), v2.id);
  step('paid');
  await payInSandbox(t.app, checkoutUrl);
  // A licence leaves the brief open for alternates: its client ends it, fulfilled.
  step('fulfilled');
  const ended = await call(t.app, 'POST', `${REQUEST}/client/request/${request.id}/close`, {
    token: client(),
  });
  expect(ended.body.data).toMatchObject({ state: 'fulfilled' });

  const other = await openRequestOf(t, client());
  inClosedRequest = await audioOf(t, composer(), (await submissionTo(t, composer(), other.id)).id);
  step('closed');
  const closed = await call(t.app, 'POST', `${REQUEST}/client/request/${other.id}/close`, {
    token: client(),
  });
  expect(closed.statusCode, closed.raw).toBe(200);
});

describe('GET /audio/{id}/timeline', () => {
  it('tells a licensed take’s story in order, from its submission to the request’s end', async () => {
    const timeline = await timelineOf(t.app, composer(), v2.id);
    expect(storyOf(timeline)).toEqual([
      ['submitted', 1],
      ['listened', 1],
      ['comment', 1],
      ['reply', 1],
      ['version', 2],
      ['listened', 2],
      ['passed', 2],
      ['shortlisted', 2],
      ['offered', 2],
      ['accepted', 2],
      ['paid', 2],
      ['licensed', 2],
      ['fulfilled-by-this', null],
    ]);
    expect(timeline.events.map((event) => event.at)).toEqual([
      at.submitted,
      at['listened v1'],
      at.comment,
      at.reply,
      at.version,
      at['listened v2'],
      at.passed,
      at.shortlisted,
      at.offered,
      at.accepted,
      at.paid,
      at.paid,
      at.paid,
    ]);
  });

  it('names who did what and quotes what they said, never a price', async () => {
    const timeline = await timelineOf(t.app, composer(), licensed.id);
    expect(timeline).toMatchObject({
      takeId: licensed.id,
      title: 'Glasswing',
      request: { id: expect.any(String), title: expect.any(String) },
    });
    const event = (kind: string) => timeline.events.find((e) => e.kind === kind);
    expect(event('submitted')).toEqual({
      kind: 'submitted',
      at: at.submitted,
      version: 1,
      audioId: licensed.id,
      actor: 'Composer Tester',
      text: null,
      atSeconds: null,
      reasons: [],
    });
    expect(event('listened')).toMatchObject({ actor: 'Test Agency', audioId: licensed.id });
    expect(event('comment')).toMatchObject({ actor: 'Test Agency', text: 'Lift?', atSeconds: 1 });
    expect(event('reply')).toMatchObject({ actor: 'Composer Tester', text: 'Here it is' });
    expect(event('version')).toMatchObject({ audioId: v2.id, text: 'Shorter intro' });
    expect(event('passed')).toMatchObject({
      actor: 'Test Agency',
      reasons: ['Tempo'],
      text: 'Too slow',
    });
    expect(event('offered')).toMatchObject({ actor: 'Test Agency', audioId: v2.id });
    expect(event('accepted')).toMatchObject({ actor: 'Cuebrief' });
    expect(event('fulfilled-by-this')).toMatchObject({ version: null, audioId: null });
    const raw = (await getTimeline(t.app, composer(), licensed.id)).raw;
    expect(raw).not.toMatch(/price|1800|180000/i);
  });

  it('ends another take of the fulfilled request with "fulfilled by another"', async () => {
    const timeline = await timelineOf(t.app, otherComposer.accessToken, rival.id);
    expect(storyOf(timeline)).toEqual([
      ['submitted', 1],
      ['fulfilled-by-another', null],
    ]);
    expect(timeline.events[1]?.at).toBe(at.fulfilled);
  });

  it("ends a take of a closed request with the request's closing", async () => {
    const timeline = await timelineOf(t.app, client(), inClosedRequest.id);
    expect(storyOf(timeline)).toEqual([
      ['submitted', 1],
      ['closed', null],
    ]);
    expect(timeline.events[1]?.at).toBe(at.closed);
  });

  it('shows the composer, the client and admins the same story, from any version', async () => {
    const seen: TakeTimeline[] = [];
    for (const token of [composer(), client(), admin()]) {
      for (const id of [licensed.id, v2.id]) seen.push(await timelineOf(t.app, token, id));
    }
    for (const timeline of seen) expect(timeline).toEqual(seen[0]);
  });

  it('gives the last event to the submission lists (summariesOf)', async () => {
    const summaries = await t.app.services.reviews.summariesOf(signedIn.Composer.user, [
      { takeId: licensed.id, requestId: (await timelineOf(t.app, admin(), v2.id)).request.id },
    ]);
    expect(summaries.get(licensed.id)).toMatchObject({
      commentCount: 2,
      decision: { state: 'shortlisted', version: 2 },
      lastEvent: { kind: 'fulfilled-by-this', at: at.paid },
    });
  });

  it.each([
    ['another client', () => otherClient.accessToken],
    // Their take answers the same request; this one is still not theirs.
    ['another composer', () => otherComposer.accessToken],
  ])('answers %s 404, as for an unknown id', async (_, token) => {
    expectRefusal(await getTimeline(t.app, token(), licensed.id), 404, 'NOT_FOUND');
    expectRefusal(await getTimeline(t.app, admin(), randomUUID()), 404, 'NOT_FOUND');
  });

  it('answers a guest 401', async () => {
    expectRefusal(await getTimeline(t.app, undefined, licensed.id), 401, 'UNAUTHENTICATED');
  });
});
