import { beforeAll, describe, expect, it } from 'vitest';
import {
  VERSION_NOTE_MAX_LENGTH,
  composerTakeSchema,
  type ClientRequest,
  type ComposerAudio,
  type Submission,
} from '@cuebrief/shared';
import { call, expectRefusal } from '../helpers/api';
import { logIn, loginAs, type SignedIn } from '../helpers/accounts';
import { pngBytes, writeWav } from '../helpers/audio-files';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import { everythingStored, expectRefusedChangingNothing } from '../helpers/refusals';
import { noticesOf } from '../helpers/review-notices';
import {
  audioOf,
  infoPart,
  mp3Part,
  openRequestOf,
  submissionTo,
  uploadAudio,
  uploadVersion,
  versionOf,
  wavPart,
} from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { expectAnswerFor, whoMay } from '../helpers/who-may';

const t = useTestApp();
const signedIn = useEveryRole(t);
const asClient = () => signedIn.Client.accessToken;
const asComposer = () => signedIn.Composer.accessToken;

// Ava (the client) asked; Lena (the composer) answered with "Night Drive". Theo is another
// composer.
let request: ClientRequest;
let submission: Submission;
let nightDrive: ComposerAudio;
let theo: SignedIn;
beforeAll(async () => {
  request = await openRequestOf(t, asClient());
  submission = await submissionTo(t, asComposer(), request.id);
  nightDrive = await audioOf(
    t,
    asComposer(),
    submission.id,
    [mp3Part(), infoPart({ description: 'Synths at night.', bpm: 96, key: 'D minor' })],
    'Night Drive',
  );
  theo = await loginAs(t.app, 'Composer');
});

/** A take of its own, so a test's versions do not change the numbers another test reads. */
const newTake = (title = 'Glasswing') =>
  audioOf(t, asComposer(), submission.id, [mp3Part()], title);

describe('who may upload a version', () => {
  it.each(whoMay('Composer'))('answers %s; a refusal stores nothing', async (_, caller) => {
    const take = await newTake();
    const before = await everythingStored(t);
    const response = await uploadVersion(t.app, signedIn.tokenOf(caller.role), take.id, [
      mp3Part(),
    ]);
    if (!expectAnswerFor(caller, response)) expect(await everythingStored(t)).toEqual(before);
  });

  it("refuses another composer's take, and an unknown id, as not found (404), storing nothing", async () => {
    await expectRefusedChangingNothing(
      t,
      () => uploadVersion(t.app, theo.accessToken, nightDrive.id, [mp3Part()]),
      404,
      'NOT_FOUND',
    );
    await expectRefusedChangingNothing(
      t,
      () => uploadVersion(t.app, asComposer(), '00000000-0000-4000-8000-000000000000', [mp3Part()]),
      404,
      'NOT_FOUND',
    );
  });
});

describe('POST /composer/audio/:id/version', () => {
  it('adds version 2 with its note and the take’s title, and answers the take, the new version first', async () => {
    const response = await uploadVersion(t.app, asComposer(), nightDrive.id, [
      mp3Part(),
      infoPart({ note: 'shorter intro' }),
    ]);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.status.message).toBe('Version uploaded');
    const take = composerTakeSchema.parse(response.body.data);
    expect(take).toMatchObject({
      title: 'Night Drive',
      takeId: nightDrive.id,
      version: 2,
      versionNote: 'shorter intro',
      // What the composer said of the take carries over until they say otherwise.
      description: 'Synths at night.',
      bpm: 96,
      key: 'D minor',
      listenedAt: null,
      isLicensed: false,
      decision: null,
      commentCount: 0,
    });
    expect(take.id).not.toBe(nightDrive.id);
    expect(take.versions.map((v) => [v.id, v.version])).toEqual([
      [take.id, 2],
      [nightDrive.id, 1],
    ]);
    expect(take.versions[1]).toEqual(nightDrive);
    expect(take.lastEvent).toMatchObject({ kind: 'version', version: 2, text: 'shorter intro' });
  });

  it('takes any version of the take, a title of its own and new info, numbering after the latest', async () => {
    const take = await newTake('Harbour');
    const second = await versionOf(t, asComposer(), take.id, [wavPart(1)]);
    // Named by its first version again: the number still follows the latest.
    const third = await versionOf(
      t,
      asComposer(),
      take.id,
      [mp3Part(), infoPart({ bpm: 120, key: 'E minor', note: 'faster' })],
      'Harbour (up-tempo)',
    );
    expect(third).toMatchObject({
      title: 'Harbour (up-tempo)',
      version: 3,
      takeId: take.id,
      bpm: 120,
      key: 'E minor',
    });
    expect(third.versions.map((v) => v.id)).toEqual([third.id, second.id, take.id]);
    // Named by its second: the title now defaults to the latest's.
    const fourth = await versionOf(t, asComposer(), second.id, [mp3Part()], '  ');
    expect(fourth).toMatchObject({ title: 'Harbour (up-tempo)', version: 4, versionNote: null });
  });

  it('numbers versions uploaded at the same time one after the other', async () => {
    const take = await newTake('Twin');
    const [a, b] = await Promise.all([
      versionOf(t, asComposer(), take.id),
      versionOf(t, asComposer(), take.id),
    ]);
    expect([a?.version, b?.version].sort()).toEqual([2, 3]);
  });

  it("records a notice for the request's client, naming the take, the version and the change", async () => {
    const take = await newTake('Lantern');
    const v2 = await versionOf(t, asComposer(), take.id, [
      mp3Part(),
      infoPart({ note: 'lift at 0:18' }),
    ]);
    const v3 = await versionOf(t, asComposer(), take.id);
    const notices = (await noticesOf(t.app, signedIn.Client.user.id)).filter((notice) =>
      [v2.id, v3.id].includes(notice.audioId),
    );
    expect(
      notices.map(({ kind, audioId, summary, digestedAt }) => ({
        kind,
        audioId,
        summary,
        digestedAt,
      })),
    ).toEqual([
      {
        kind: 'version',
        audioId: v2.id,
        summary: '"Lantern" v2 from Composer Tester: lift at 0:18',
        digestedAt: null,
      },
      {
        kind: 'version',
        audioId: v3.id,
        summary: '"Lantern" v3 from Composer Tester',
        digestedAt: null,
      },
    ]);
    // Nobody else hears of it.
    expect(await noticesOf(t.app, signedIn.Composer.user.id)).toEqual([]);
  });

  it.each([
    ['a PNG named .mp3', () => mp3Part({ data: pngBytes() })],
    ['a truncated wav', () => wavPart(1, { data: writeWav({ seconds: 1 }).subarray(0, 30) })],
  ])('refuses %s with 415, storing nothing', async (_, part) => {
    await expectRefusedChangingNothing(
      t,
      () => uploadVersion(t.app, asComposer(), nightDrive.id, [part()]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it.each([
    ['a note too long', { note: 'x'.repeat(VERSION_NOTE_MAX_LENGTH + 1) }, 'infoData.note'],
    ['a blank note', { note: '   ' }, 'infoData.note'],
    ['a note that is not text', { note: 12 }, 'infoData.note'],
    ['a field no version has', { tempo: 'fast' }, 'infoData.tempo'],
  ])('refuses %s (400), storing nothing', async (_, info, field) => {
    await expectRefusedChangingNothing(
      t,
      () => uploadVersion(t.app, asComposer(), nightDrive.id, [infoPart(info), mp3Part()]),
      400,
      'VALIDATION_FAILED',
      [field],
    );
  });

  it('refuses an upload without a file (400), storing nothing', async () => {
    await expectRefusedChangingNothing(
      t,
      () => uploadVersion(t.app, asComposer(), nightDrive.id, [infoPart({ note: 'nothing' })]),
      400,
      'VALIDATION_FAILED',
      ['filemp3', 'filewav'],
    );
  });

  it('refuses a take whose request is closed (409), storing nothing', async () => {
    const closing = await openRequestOf(t, asClient());
    const answer = await submissionTo(t, asComposer(), closing.id);
    const take = await audioOf(t, asComposer(), answer.id);
    const closed = await call(t.app, 'POST', `${REQUEST}/client/request/${closing.id}/close`, {
      token: asClient(),
    });
    expect(closed.statusCode, closed.raw).toBe(200);
    const response = await expectRefusedChangingNothing(
      t,
      () => uploadVersion(t.app, asComposer(), take.id, [mp3Part()]),
      409,
      'INVALID_STATE',
    );
    expect(response.body.status.message).toBe('This request is closed and takes no more versions.');
  });

  it('refuses a version already deleted as not found (404)', async () => {
    const take = await newTake('Gone');
    const deleted = await call(t.app, 'DELETE', `${REQUEST}/composer/audio/${take.id}`, {
      token: asComposer(),
    });
    expect(deleted.statusCode, deleted.raw).toBe(200);
    expectRefusal(await uploadVersion(t.app, asComposer(), take.id, [mp3Part()]), 404, 'NOT_FOUND');
  });
});

// Last in the file: it moves the clock past every request's deadline.
describe('after the deadline', () => {
  it('takes no new take but still takes a version the client asked for', async () => {
    const take = await newTake('After Hours');
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    // The composer signs in again a month later.
    const { accessToken } = await logIn(t.app, signedIn.Composer.user.email);
    const refused = await uploadAudio(t.app, accessToken, submission.id, [mp3Part()], 'Late');
    expectRefusal(refused, 409, 'INVALID_STATE');
    const taken = await versionOf(t, accessToken, take.id);
    expect(taken.version).toBe(2);
  });
});
