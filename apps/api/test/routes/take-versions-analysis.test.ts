import { describe, expect, it } from 'vitest';
import type { ComposerSubmission, ComposerTake } from '@cuebrief/shared';
import { analysisRowsOf, eventually, musicWavPart } from '../helpers/analysis-jobs';
import { call } from '../helpers/api';
import { useEveryRole } from '../helpers/every-role';
import { REQUEST } from '../helpers/requests';
import { audioOf, openRequestOf, submissionTo, versionOf } from '../helpers/submissions';
import { useTestApp } from '../helpers/test-app';

// One analysis thread, looking often: the test waits for it on the wall clock.
const t = useTestApp({ config: { analysisWorkers: 1, analysisPollMs: 100 } });
const signedIn = useEveryRole(t);
const asComposer = () => signedIn.Composer.accessToken;

/** The composer's take whose first version is `takeId`, as their list shows it. */
async function takeSeen(takeId: string): Promise<ComposerTake | undefined> {
  const list = await call<ComposerSubmission[]>(t.app, 'GET', `${REQUEST}/composer/submissions`, {
    token: asComposer(),
  });
  expect(list.statusCode, list.raw).toBe(200);
  return list.body.data.flatMap((entry) => entry.audios).find((take) => take.takeId === takeId);
}

describe('the analysis of versions', () => {
  it('measures each version on its own: a slower second version reads its own tempo', async () => {
    const request = await openRequestOf(t, signedIn.Client.accessToken);
    const submission = await submissionTo(t, asComposer(), request.id);
    const v1 = await audioOf(t, asComposer(), submission.id, [
      musicWavPart({ bpm: 120, key: 'A minor', seconds: 10 }),
    ]);
    const v2 = await versionOf(t, asComposer(), v1.id, [
      musicWavPart({ bpm: 90, key: 'A minor', seconds: 8 }),
    ]);
    // Queued with the upload, like any take's.
    expect(v2.analysis.state).toBe('pending');

    const take = await eventually(
      () => takeSeen(v1.id),
      (seen) => seen?.versions.every((v) => v.analysis.state === 'done') ?? false,
      'the analysis of both versions',
    );
    const [second, first] = take?.versions ?? [];
    expect(second?.id).toBe(v2.id);
    expect(first?.id).toBe(v1.id);
    expect(second?.analysis.durationSeconds).toBe(8);
    expect(first?.analysis.durationSeconds).toBe(10);
    expect(Math.abs((second?.analysis.bpm ?? 0) - 90)).toBeLessThanOrEqual(90 * 0.02);
    expect(Math.abs((first?.analysis.bpm ?? 0) - 120)).toBeLessThanOrEqual(120 * 0.02);
    // The entry is the latest version, its analysis too.
    expect(take?.analysis).toEqual(second?.analysis);

    // One job per version's file, each done once.
    for (const id of [v1.id, v2.id]) {
      expect(await analysisRowsOf(t.app, id)).toEqual([
        expect.objectContaining({ kind: 'wav', state: 'done', attempts: 1 }),
      ]);
    }
  });
});
