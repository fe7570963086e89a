import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminSubmission,
  Audio,
  BriefFit,
  ClientRequest,
  ClientRequestSubmissions,
  ComposerAudio,
  ComposerSubmission,
  Paged,
} from '@cuebrief/shared';
import { loginAs } from '../helpers/accounts';
import { recordFailure, recordMeasurement } from '../helpers/analysis-rows';
import { call } from '../helpers/api';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST, briefBody, createRequest } from '../helpers/requests';
import {
  audioOf,
  infoPart,
  mp3Part,
  submissionTo,
  uploadStems,
  wavPart,
} from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';
import { zipBytes } from '../helpers/zip-files';

const t = useTestApp();
const signedIn = useEveryRole(t);

/** The take as each side reads it in its list of submissions. */
async function takeSeenBy(role: 'Composer' | 'Client' | 'Admin', audioId: string) {
  const token = signedIn[role].accessToken;
  const lists = {
    Composer: async () => {
      const response = await call<ComposerSubmission[]>(
        t.app,
        'GET',
        `${REQUEST}/composer/submissions`,
        { token },
      );
      expect(response.statusCode, response.raw).toBe(200);
      return response.body.data.flatMap((submission) => submission.audios);
    },
    Client: async () => {
      const response = await call<ClientRequestSubmissions[]>(
        t.app,
        'GET',
        `${REQUEST}/client/submissions`,
        { token },
      );
      expect(response.statusCode, response.raw).toBe(200);
      return response.body.data.flatMap((group) => group.submissions.flatMap((s) => s.audios));
    },
    Admin: async () => {
      const response = await call<Paged<AdminSubmission>>(
        t.app,
        'GET',
        `${REQUEST}/all/submissions`,
        { token },
      );
      expect(response.statusCode, response.raw).toBe(200);
      return response.body.data.data.flatMap((submission) => submission.audios);
    },
  };
  const take: Audio | undefined = (await lists[role]()).find((audio) => audio.id === audioId);
  if (!take) throw new Error(`${role} does not see take ${audioId}`);
  return take;
}

const ROLES = ['Composer', 'Client', 'Admin'] as const;

/** Asks 96–120 BPM in D major, 30 or 15 seconds long. */
let request: ClientRequest;
/** Stated 108 BPM in D major. */
let take: ComposerAudio;
beforeAll(async () => {
  request = (await createRequest(t.app, signedIn.Client.accessToken, briefBody(t.clock))).body.data;
  const submission = await submissionTo(t, signedIn.Composer.accessToken, request.id);
  take = await audioOf(t, signedIn.Composer.accessToken, submission.id, [
    mp3Part(),
    infoPart({ bpm: 108, key: 'D major' }),
  ]);
});

/** Half the stated tempo, in the relative minor, 30 s long and broadcast-safe. */
const HALF_TIME_IN_THE_RELATIVE: BriefFit = {
  summary: 'close',
  rank: expect.any(Number) as number,
  tempo: { verdict: 'close', reason: "54 BPM: half-time of the brief's 96–120" },
  key: { verdict: 'close', reason: 'B minor: compatible, the relative of D major' },
  length: { verdict: 'fits', reason: '0:30, a 30 seconds cut (±10\u00a0%)' },
  truePeak: { verdict: 'fits', reason: 'Broadcast-safe: true peak -2.0 dBTP' },
};

describe("a take's fit to its brief", () => {
  it("is none in the upload's answer, whose analysis is pending", () => {
    expect(take.analysis.state).toBe('pending');
    expect(take.fit).toBeNull();
    expect(take.statedMismatches).toEqual([]);
  });

  it.each(ROLES)('is none in the list %s reads while the analysis is pending', async (role) => {
    const seen = await takeSeenBy(role, take.id);
    expect(seen.analysis.state).toBe('pending');
    expect(seen.fit).toBeNull();
  });

  it.each(ROLES)('is in the list %s reads once the analysis is done', async (role) => {
    await recordMeasurement(t.app, take.id, {
      bpm: 54,
      musicalKey: 'B minor',
      durationSeconds: 30,
      truePeakDbtp: -2,
    });
    const seen = await takeSeenBy(role, take.id);
    expect(seen.analysis).toMatchObject({ state: 'done', bpm: 54, key: 'B minor' });
    expect(seen.fit).toEqual(HALF_TIME_IN_THE_RELATIVE);
    expect(seen.statedMismatches.map((mismatch) => mismatch.note)).toEqual([
      'stated 108, measured 54: half-time?',
      'stated D major, measured B minor: its relative?',
    ]);
  });

  it("is in the answer to a stems upload, as the take's own", async () => {
    const response = await uploadStems(t.app, signedIn.Composer.accessToken, take.id, [
      { name: 'file', filename: 'stems.zip', data: zipBytes({ 'notes.txt': 'stems' }) },
    ]);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data.fit).toEqual(HALF_TIME_IN_THE_RELATIVE);
  });

  it('is none in every list when the analysis failed', async () => {
    const composer = signedIn.Composer.accessToken;
    const failing = await audioOf(t, composer, (await submissionTo(t, composer, request.id)).id);
    await recordFailure(t.app, failing.id);
    for (const role of ROLES) {
      const seen = await takeSeenBy(role, failing.id);
      expect(seen.analysis.state, role).toBe('failed');
      expect(seen.fit, role).toBeNull();
    }
  });
});

describe("the client's submissions to a request", () => {
  it('come newest first, each take with the rank to sort by', async () => {
    const client = await loginAs(t.app, 'Client');
    const asked = (await createRequest(t.app, client.accessToken, briefBody(t.clock))).body.data;
    const composer = signedIn.Composer.accessToken;
    const offBrief = await audioOf(t, composer, (await submissionTo(t, composer, asked.id)).id);
    t.clock.advance(1000);
    const onBrief = await audioOf(t, composer, (await submissionTo(t, composer, asked.id)).id, [
      wavPart(1),
    ]);
    await recordMeasurement(t.app, offBrief.id, { bpm: 170, musicalKey: 'F major' });
    await recordMeasurement(t.app, onBrief.id, { bpm: 110, musicalKey: 'D major' });

    const response = await call<ClientRequestSubmissions[]>(
      t.app,
      'GET',
      `${REQUEST}/client/submissions`,
      { token: client.accessToken },
    );
    const takes = response.body.data.flatMap((group) => group.submissions.flatMap((s) => s.audios));
    expect(takes.map((audio) => [audio.id, audio.fit?.summary])).toEqual([
      [onBrief.id, 'fits'],
      [offBrief.id, 'off'],
    ]);
    const [onRank, offRank] = takes.map((audio) => audio.fit?.rank ?? NaN);
    expect(onRank).toBeGreaterThan(offRank ?? Infinity);
  });
});
