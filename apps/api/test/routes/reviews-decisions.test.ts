import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientRequest, ComposerAudio, TakeDecision } from '@cuebrief/shared';
import { call } from '../helpers/api';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import { noticesOf } from '../helpers/review-notices';
import { commentOn, decideOn, putDecision } from '../helpers/reviews';
import { REQUEST } from '../helpers/requests';
import { submittedAudio, versionOf } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);
let otherClient: SignedIn;
let otherComposer: SignedIn;
let take: ComposerAudio;
let request: ClientRequest;

const client = () => signedIn.Client.accessToken;
const composer = () => signedIn.Composer.accessToken;
const admin = () => signedIn.Admin.accessToken;
/** The tokens of those refused a decision, by who they are. */
const refusedTokens = {
  composer,
  otherComposer: () => otherComposer.accessToken,
  otherClient: () => otherClient.accessToken,
  guest: () => undefined,
};
const PASS = { state: 'passed', reasons: ['Tempo', 'Key'], note: 'Slower than the cut' } as const;

beforeAll(async () => {
  otherClient = await loginAs(t.app, 'Client');
  otherComposer = await loginAs(t.app, 'Composer');
  ({ audio: take, request } = await submittedAudio(t, { client: client(), composer: composer() }));
});

/** The review fields the submission lists show for these takes (first versions' ids). */
const summariesOf = (takeIds: string[]) =>
  t.app.services.reviews.summariesOf(
    signedIn.Client.user,
    takeIds.map((takeId) => ({ takeId, requestId: request.id })),
  );

describe('PUT /audio/{id}/decision', () => {
  it('lets the client pass a version with reasons and a note, and tells the composer', async () => {
    const response = await putDecision(t.app, client(), take.id, PASS);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data).toEqual({
      audioId: take.id,
      version: 1,
      state: 'passed',
      reasons: ['Tempo', 'Key'],
      note: 'Slower than the cut',
      decidedAt: t.clock.now().toISOString(),
    });
    expect((await noticesOf(t.app, signedIn.Composer.user.id)).at(-1)).toMatchObject({
      kind: 'decision',
      audioId: take.id,
      summary: 'Test Agency passed on "Glasswing" v1 (Tempo, Key): "Slower than the cut"',
    });
  });

  it('keeps every change: the newest decision is the take’s, each one a notice', async () => {
    t.clock.advance(1000);
    const shortlisted = await decideOn(t.app, client(), take.id, { state: 'shortlisted' });
    expect(shortlisted).toMatchObject({ state: 'shortlisted', reasons: [], note: null });
    expect((await noticesOf(t.app, signedIn.Composer.user.id)).at(-1)?.summary).toBe(
      'Test Agency shortlisted "Glasswing" v1',
    );
    expect((await summariesOf([take.id])).get(take.id)?.decision).toEqual(shortlisted);
  });

  it('lets an admin decide too, named as the platform', async () => {
    t.clock.advance(1000);
    const decision = await decideOn(t.app, admin(), take.id, {
      state: 'passed',
      reasons: ['Other'],
    });
    expect(decision.reasons).toEqual(['Other']);
    expect((await noticesOf(t.app, signedIn.Composer.user.id)).at(-1)?.summary).toBe(
      'Cuebrief passed on "Glasswing" v1 (Other)',
    );
  });

  it.each([
    ['the composer of the take', 403, 'FORBIDDEN', 'composer'],
    ['another composer', 403, 'FORBIDDEN', 'otherComposer'],
    ['another client', 404, 'NOT_FOUND', 'otherClient'],
    ['a guest', 401, 'UNAUTHENTICATED', 'guest'],
  ] as const)('answers %s %i, deciding nothing', async (_, status, error, who) => {
    const token = refusedTokens[who];
    await expectRefusedChangingNothing(
      t,
      () => putDecision(t.app, token(), take.id, PASS),
      status,
      error,
    );
  });

  it('answers 404 for an unknown version', async () => {
    const send = () => putDecision(t.app, client(), randomUUID(), PASS);
    await expectRefusedChangingNothing(t, send, 404, 'NOT_FOUND');
  });

  it.each([
    ['passing without a reason', { state: 'passed' }, ['reasons']],
    ['passing with an empty list', { state: 'passed', reasons: [] }, ['reasons']],
    ['shortlisting with reasons', { state: 'shortlisted', reasons: ['Tempo'] }, ['reasons']],
    ['a reason not on the list', { state: 'passed', reasons: ['Too loud'] }, ['reasons.0']],
    ['a reason twice', { state: 'passed', reasons: ['Key', 'Key'] }, ['reasons']],
    ['an unknown state', { state: 'maybe' }, ['state']],
    ['no state', { reasons: ['Tempo'] }, ['state']],
    ['an empty note', { ...PASS, note: '' }, ['note']],
    ['a note over 1,000 characters', { ...PASS, note: 'x'.repeat(1001) }, ['note']],
    ['a NUL in the note', { ...PASS, note: 'a\u0000b' }, ['note']],
    ['an unknown field', { ...PASS, score: 3 }, ['score']],
  ])('refuses %s: 400 naming the field, deciding nothing', async (_, body, fields) => {
    const send = () => putDecision(t.app, client(), take.id, body);
    await expectRefusedChangingNothing(t, send, 400, 'VALIDATION_FAILED', fields);
  });
});

describe('summariesOf: the review fields of many takes at once', () => {
  it('gives each take its decision on any version, its comments and its last event', async () => {
    const { audio: quiet } = await submittedAudio(t, { client: client(), composer: composer() });
    const busy = (await submittedAudio(t, { client: client(), composer: composer() })).audio;
    const thread = await commentOn(t.app, client(), busy.id, { body: 'Nice', atSeconds: 1 });
    await commentOn(t.app, composer(), busy.id, { body: 'Thanks', parentId: thread.id });
    t.clock.advance(1000);
    const v2 = await versionOf(t, composer(), busy.id);
    t.clock.advance(1000);
    const onV1: TakeDecision = await decideOn(t.app, client(), busy.id, PASS);
    t.clock.advance(1000);
    const onV2 = await decideOn(t.app, client(), v2.id, { state: 'shortlisted' });
    expect(onV2).toMatchObject({ audioId: v2.id, version: 2 });

    const summaries = await summariesOf([quiet.id, busy.id]);
    expect(summaries.get(quiet.id)).toEqual({
      decision: null,
      commentCount: 0,
      lastEvent: {
        kind: 'submitted',
        at: quiet.createdAt,
        version: 1,
        audioId: quiet.id,
        actor: 'Composer Tester',
        text: null,
        atSeconds: null,
        reasons: [],
      },
    });
    expect(summaries.get(busy.id)).toEqual({
      decision: onV2,
      commentCount: 2,
      lastEvent: expect.objectContaining({ kind: 'shortlisted', version: 2, actor: 'Test Agency' }),
    });

    // Deleting version 2 takes its decision with it: the one on version 1 stands again.
    const deleted = await call(t.app, 'DELETE', `${REQUEST}/composer/audio/${v2.id}`, {
      token: composer(),
    });
    expect(deleted.statusCode, deleted.raw).toBe(200);
    expect((await summariesOf([busy.id])).get(busy.id)).toMatchObject({
      decision: onV1,
      commentCount: 2,
      lastEvent: { kind: 'passed', version: 1, reasons: ['Tempo', 'Key'] },
    });
  });

  it('answers an empty list with an empty map', async () => {
    expect((await summariesOf([])).size).toBe(0);
  });
});
