// The server measuring a large upload in the background while it serves profile calls: how
// long the analysis takes and what the calls meet meanwhile (issue 13).
import autocannon from 'autocannon';
import type { AudioAnalysis, ComposerSubmission } from '@cuebrief/shared';
import { callJson, uploadWav, type Api } from './api-calls';

const POLL_MS = 250;
const ANALYSIS_TIMEOUT_MS = 10 * 60_000;

export type AnalysisLoadFigures = {
  /** From the upload's answer to the analysis being recorded. */
  analysisSeconds: number;
  analysis: AudioAnalysis;
  profile: { requests: number; p50: number; p99: number; max: number; errors: number };
};

async function analysisOf(api: Api, audioId: string): Promise<AudioAnalysis | undefined> {
  const submissions = await callJson<ComposerSubmission[]>(
    api,
    'GET',
    '/users/v1/request/composer/submissions',
  );
  const audios = submissions.flatMap((submission) => submission.audios);
  return audios.find((audio) => audio.id === audioId)?.analysis;
}

/** Asks until the take's analysis is done or failed; answers it and how long that took. */
export async function waitForAnalysis(
  api: Api,
  audioId: string,
): Promise<{ analysis: AudioAnalysis; seconds: number }> {
  const started = Date.now();
  while (Date.now() - started < ANALYSIS_TIMEOUT_MS) {
    const analysis = await analysisOf(api, audioId);
    if (analysis && analysis.state !== 'pending') {
      return { analysis, seconds: (Date.now() - started) / 1000 };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`the analysis of ${audioId} did not finish in time`);
}

/**
 * Uploads `file` as a take of the submission, then calls the profile route with `connections`
 * at once for as long as the server measures it.
 */
export async function measureProfileDuringAnalysis(options: {
  api: Api;
  file: string;
  fileBytes: number;
  submissionId: string;
  connections: number;
}): Promise<AnalysisLoadFigures> {
  const { api } = options;
  const answer = await uploadWav(
    api,
    `/users/v1/request/composer/submit/audio/${options.submissionId}?title=Analysed`,
    options.file,
    options.fileBytes,
  );
  if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
  const audioId = (JSON.parse(answer.body) as { data: { id: string } }).data.id;

  let stop = () => {};
  const calls = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${api.baseUrl}/users/v1/auth/profile`,
        headers: { authorization: `Bearer ${api.token}` },
        connections: options.connections,
        duration: ANALYSIS_TIMEOUT_MS / 1000,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    stop = () => instance.stop();
  });
  const settled = await waitForAnalysis(api, audioId).finally(stop);
  const result = await calls;
  return {
    analysisSeconds: settled.seconds,
    analysis: settled.analysis,
    profile: {
      requests: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      errors: result.errors + result.non2xx,
    },
  };
}
