import { beforeAll, describe, expect, it } from 'vitest';
import {
  unmeasuredAnalysis,
  type AdminSubmission,
  type AudioAnalysis,
  type CatalogueAudio,
  type ClientRequestSubmissions,
  type ComposerAudio,
  type ComposerSubmission,
  type Paged,
  type Placement,
} from '@cuebrief/shared';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { analysisRowsOf, eventually, musicWavPart } from '../helpers/analysis-jobs';
import { call } from '../helpers/api';
import { albumOf, placementOf, published, trackInfo, trackOf } from '../helpers/catalogue';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import {
  audioOf,
  infoPart,
  openRequestOf,
  sendMultipart,
  submissionTo,
} from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

// One analysis thread, looking often: the tests wait for it on the wall clock.
const t = useTestApp({ config: { analysisWorkers: 1, analysisPollMs: 100 } });
const signedIn = useEveryRole(t);

const TEMPO = 120;
const KEY = 'A minor';
const SECONDS = 12;

/** The take's audio in each list that shows it: the composer's, the client's, the admins'. */
const seenBy = {
  async composer(audioId: string, token = signedIn.Composer.accessToken) {
    const list = await call<ComposerSubmission[]>(t.app, 'GET', `${REQUEST}/composer/submissions`, {
      token,
    });
    expect(list.statusCode, list.raw).toBe(200);
    return list.body.data.flatMap((entry) => entry.audios).find((audio) => audio.id === audioId);
  },
  async client(audioId: string, token = signedIn.Client.accessToken) {
    const list = await call<ClientRequestSubmissions[]>(
      t.app,
      'GET',
      `${REQUEST}/client/submissions`,
      { token },
    );
    expect(list.statusCode, list.raw).toBe(200);
    return list.body.data
      .flatMap((entry) => entry.submissions.flatMap((submission) => submission.audios))
      .find((audio) => audio.id === audioId);
  },
  async admin(audioId: string) {
    const page = await call<Paged<AdminSubmission>>(t.app, 'GET', `${REQUEST}/all/submissions`, {
      token: signedIn.Admin.accessToken,
    });
    expect(page.statusCode, page.raw).toBe(200);
    return page.body.data.data
      .flatMap((entry) => entry.audios)
      .find((audio) => audio.id === audioId);
  },
};

/** The analysis the composer reads once it is no longer pending. */
async function settledAnalysisOf(audioId: string): Promise<AudioAnalysis> {
  const audio = await eventually(
    () => seenBy.composer(audioId),
    (seen) => seen?.analysis.state !== 'pending',
    `the analysis of ${audioId}`,
  );
  if (!audio) throw new Error('the take is gone');
  return audio.analysis;
}

let submissionId: string;
let otherComposer: SignedIn;
let otherClient: SignedIn;
beforeAll(async () => {
  const request = await openRequestOf(t, signedIn.Client.accessToken);
  submissionId = (await submissionTo(t, signedIn.Composer.accessToken, request.id)).id;
  otherComposer = await loginAs(t.app, 'Composer');
  otherClient = await loginAs(t.app, 'Client');
});

describe('the analysis of a take', () => {
  let take: ComposerAudio;
  let analysis: AudioAnalysis;
  beforeAll(async () => {
    take = await audioOf(t, signedIn.Composer.accessToken, submissionId, [
      musicWavPart({ bpm: TEMPO, key: KEY, seconds: SECONDS }),
      // The composer states half the tempo and the relative major.
      infoPart({ bpm: TEMPO / 2, key: 'C major' }),
    ]);
    analysis = await settledAnalysisOf(take.id);
  });

  it('is pending in the upload’s answer, with nothing measured yet', () => {
    expect(take.analysis).toEqual(unmeasuredAnalysis('pending'));
    expect(take.statedMismatches).toEqual([]);
  });

  it('is done off the request path, with the tempo, key, loudness and length measured', () => {
    expect(analysis).toMatchObject({
      state: 'done',
      analyser: 'cuebrief-analyser',
      analyserVersion: '1.0.0',
      key: KEY,
      durationSeconds: SECONDS,
      clippedSamples: 0,
      analysedAt: t.clock.now().toISOString(),
    });
    expect(Math.abs((analysis.bpm ?? 0) - TEMPO)).toBeLessThanOrEqual(TEMPO * 0.02);
    expect(analysis.loudnessLufs).toBeGreaterThan(-30);
    expect(analysis.loudnessLufs).toBeLessThan(-5);
    expect(analysis.truePeakDbtp).toBeLessThanOrEqual(0);
    expect(analysis.keyConfidence).toBeGreaterThan(0);
    expect(analysis.leadingSilenceSeconds).toBeLessThan(0.5);
  });

  it('shows where the stated tempo and key differ from the measurement', async () => {
    const seen = await seenBy.composer(take.id);
    expect(seen?.statedMismatches).toEqual([
      expect.objectContaining({
        field: 'bpm',
        stated: '60',
        note: 'stated 60, measured 120: double-time?',
      }),
      expect.objectContaining({ field: 'key', stated: 'C major', measured: KEY }),
    ]);
  });

  it('is the same for every role that sees the take; others do not see it', async () => {
    expect((await seenBy.client(take.id))?.analysis).toEqual(analysis);
    expect((await seenBy.admin(take.id))?.analysis).toEqual(analysis);
    expect(await seenBy.composer(take.id, otherComposer.accessToken)).toBeUndefined();
    expect(await seenBy.client(take.id, otherClient.accessToken)).toBeUndefined();
    const play = await call(t.app, 'POST', `${REQUEST}/audio/${take.id}/play`, {
      token: otherComposer.accessToken,
    });
    expect(play.statusCode).toBe(404);
  });

  it('is recorded once, by one claim, under the analysis row of the master file', async () => {
    const rows = await analysisRowsOf(t.app, take.id);
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'wav', state: 'done', attempts: 1, claimToken: null }),
    ]);
  });
});

describe('the analysis of the catalogue and the placements', () => {
  it("measures a catalogue track: its album's list shows it, the stated tempo and key stand", async () => {
    const admin = signedIn.Admin.accessToken;
    const album = await albumOf(t.app, admin);
    const track = await trackOf(t.app, admin, album.id, [
      musicWavPart({ bpm: 100, key: 'E minor', seconds: 10, bits: 24 }),
      infoPart(trackInfo({ bpm: 100, key: 'E minor' })),
    ]);
    await published(t.app, admin, album.id);
    expect(track.analysis.state).toBe('pending');
    const listed = await eventually(
      async () => {
        const list = await call<CatalogueAudio[]>(
          t.app,
          'GET',
          `${REQUEST}/album/audio/from/all/${album.id}`,
          { token: signedIn.Client.accessToken },
        );
        expect(list.statusCode, list.raw).toBe(200);
        return list.body.data.find((audio) => audio.id === track.id);
      },
      (audio) => audio?.analysis.state === 'done',
      'the analysis of the track',
    );
    expect(listed?.analysis).toMatchObject({ key: 'E minor', durationSeconds: 10 });
    expect(Math.abs((listed?.analysis.bpm ?? 0) - 100)).toBeLessThanOrEqual(2);
    expect(listed?.statedMismatches).toEqual([]);
    // A track answers no brief.
    expect(listed?.fit).toBeNull();
  });

  it("measures a placement's music, which everyone reads with the placement", async () => {
    const admin = signedIn.Admin.accessToken;
    const placement = await placementOf(t.app, admin);
    const uploaded = await sendMultipart<Placement>(
      t.app,
      `${REQUEST}/placement-audio/${placement.id}`,
      admin,
      [musicWavPart({ bpm: 140, key: 'G major', seconds: 8 })],
    );
    expect(uploaded.statusCode, uploaded.raw).toBe(200);
    expect(uploaded.body.data.audio?.analysis.state).toBe('pending');
    const shown = await eventually(
      async () =>
        (await call<Placement>(t.app, 'GET', `${REQUEST}/placement/${placement.id}`)).body.data,
      (seen) => seen.audio?.analysis.state === 'done',
      "the analysis of the placement's music",
    );
    expect(shown.audio?.analysis).toMatchObject({ key: 'G major', durationSeconds: 8 });
  });
});
