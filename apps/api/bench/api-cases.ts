// Every API case of `npm run bench` on one database (run.ts runs them on each): its data loaded
// into a fresh data folder (and the fresh PostgreSQL database, when given) before the built API
// starts on it, then throughput, the request list, the review loop, an upload, /health while
// mp3s are decoded and the profile call while a take is analysed; the server stopped after.
import os from 'node:os';
import type { BenchDatabase, BenchDatabaseName } from './bench-database';
import { measureProfileDuringAnalysis, type AnalysisLoadFigures } from './analysis-under-load';
import { measureAudioUpload, type UploadFigures } from './audio-upload';
import { measureHealthUnderUploads, type HealthUnderUploads } from './health-under-uploads';
import { measure } from './measure-route';
import { withApiServer } from './part-run';
import { logIn } from './processes';
import { mb } from './units';
import { loadRequests, type RequestsLoad } from './requests-load';
import { measureReviewLoop, printReviewLoop, type ReviewLoopFigures } from './review-loop';
import { loadReviewLoop } from './review-loop-load';
import {
  API_PORT,
  CONNECTIONS,
  LIST_CONNECTIONS,
  LIST_PATH,
  MP3_MEGABYTES,
  MP3_UPLOADS,
  PROFILE_ACCOUNT,
  REQUESTS_IN_DATABASE,
  REVIEW_SHAPE,
  UPLOAD_MEGABYTES,
  UPLOAD_ROUNDS,
  type Figures,
} from './settings';
import { measureThroughput, printThroughput, type ThroughputFigures } from './throughput';

export type ApiFigures = {
  database: BenchDatabaseName;
  /** The machine's load average (1 minute) when this database's cases began. */
  loadAverage: number;
  throughput: ThroughputFigures;
  list: { figures: Figures; load: RequestsLoad };
  reviewLoop: ReviewLoopFigures;
  upload: UploadFigures;
  health: HealthUnderUploads;
  /** The profile call while the uploaded wav is analysed. */
  underLoad: AnalysisLoadFigures;
};

const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * The cases on `database`, beside the bare server at `bareUrl`; `more` runs on the same server
 * before it stops (the web app's pages, which need a server but no database of their own).
 */
export async function measureApiCases<More>(
  database: BenchDatabase,
  bareUrl: string,
  more: (apiUrl: string) => Promise<More>,
): Promise<{ figures: ApiFigures; more: More }> {
  const { name, databaseUrl } = database;
  let requestsLoad: RequestsLoad | undefined;
  let reviewSeed: Awaited<ReturnType<typeof loadReviewLoop>> | undefined;
  const load = async (dataDir: string) => {
    say(`${name}: loading ${REQUESTS_IN_DATABASE} requests into the database…`);
    requestsLoad = await loadRequests({ dataDir, databaseUrl, count: REQUESTS_IN_DATABASE });
    say(`${name}: loading ${REVIEW_SHAPE.takes} takes and ${REVIEW_SHAPE.comments} comments…`);
    reviewSeed = await loadReviewLoop({ dataDir, databaseUrl, shape: REVIEW_SHAPE });
  };
  return withApiServer(
    { name: `api-${name}`, port: API_PORT, databaseUrl },
    async ({ baseUrl, dataDir, server }) => {
      if (!requestsLoad || !reviewSeed || !server.pid) throw new Error('the bench did not start');
      const loadAverage = os.loadavg()[0] ?? 0;
      const throughput = await measureThroughput({ database: name, apiUrl: baseUrl, bareUrl });
      say(printThroughput(throughput));
      const token = await logIn(baseUrl, PROFILE_ACCOUNT);
      // Fifty composers browsing at once; everyone reads the same first page of a common filter.
      const list = await measure(`GET ${LIST_PATH}`, {
        url: `${baseUrl}${LIST_PATH}`,
        headers: { authorization: `Bearer ${token}` },
        connections: LIST_CONNECTIONS,
      });
      say(`${name}: request list ${list.requestsPerSecond} req/s, p99 ${list.p99} ms`);
      const reviewLoop = await measureReviewLoop(baseUrl, reviewSeed, name);
      say(printReviewLoop(reviewLoop));

      say(`${name}: uploading a ${UPLOAD_MEGABYTES} MB wav…`);
      const upload = await measureAudioUpload({
        baseUrl,
        token,
        serverPid: server.pid,
        bareBaseUrl: bareUrl,
        workDir: dataDir,
        megabytes: UPLOAD_MEGABYTES,
        rounds: UPLOAD_ROUNDS,
      });
      say(
        `${name}: upload ${mb(upload.fileBytes)} MB in ${upload.uploadSeconds.toFixed(2)} s ` +
          `(bare ${upload.floorSeconds.toFixed(2)} s), memory +${mb(upload.rssPeakBytes - upload.rssBeforeBytes)} MB`,
      );
      say(`${name}: /health while ${MP3_UPLOADS} mp3s of ${MP3_MEGABYTES} MB are decoded…`);
      const health = await measureHealthUnderUploads({
        baseUrl,
        token,
        uploads: MP3_UPLOADS,
        megabytes: MP3_MEGABYTES,
      });
      const underLoad = await measureProfileDuringAnalysis({
        api: { baseUrl, token },
        file: upload.file,
        fileBytes: upload.fileBytes,
        submissionId: upload.submissionId,
        connections: CONNECTIONS,
      });
      say(
        `${name}: /health p99 ${health.idle.p99} ms idle, ${health.loaded.p99} ms during uploads; ` +
          `profile p99 ${underLoad.profile.p99} ms during analysis`,
      );
      return {
        figures: {
          database: name,
          loadAverage,
          throughput,
          list: { figures: list, load: requestsLoad },
          reviewLoop,
          upload,
          health,
          underLoad,
        },
        more: await more(baseUrl),
      };
    },
    load,
  );
}
