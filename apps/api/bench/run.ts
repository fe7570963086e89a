// `npm run bench`: drives the built API with autocannon on loopback, weighs the web app's first
// pages in Chromium, and writes docs/benchmarks.md.
// Start-up, load and measurement all happen here; nothing is asserted, the figures are recorded.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measureAccuracy, measureAnalysisCpu, measureEventLoopDuringAnalysis } from './analysis';
import { measureProfileDuringAnalysis } from './analysis-under-load';
import { measureAudioUpload } from './audio-upload';
import { BOUNDED_LISTS_HEADING } from './bounded-lists-report';
import { CACHES_HEADING } from './caches-report';
import { measureHealthUnderUploads } from './health-under-uploads';
import { measureInitialJs, shownPath } from './initial-js';
import { checkSharePage, measureLighthouse, printLighthouse } from './lighthouse';
import { measure } from './measure-route';
import { logIn, startProcess } from './processes';
import { kb, mb, report } from './report';
import { sectionOf, withSection } from './report-sections';
import { loadRequests } from './requests-load';
import { measureReviewLoop, printReviewLoop } from './review-loop';
import { loadReviewLoop } from './review-loop-load';
import {
  API_PORT,
  BARE_PORT,
  CONNECTIONS,
  LIST_CONNECTIONS,
  LIGHTHOUSE_PAGES,
  LIST_PATH,
  LOGIN_ACCOUNTS,
  LOGIN_CONNECTIONS,
  MP3_MEGABYTES,
  MP3_UPLOADS,
  REQUESTS_IN_DATABASE,
  REVIEW_SHAPE,
  ROUNDS,
  SHARE_PAGE,
  UPLOAD_MEGABYTES,
  UPLOAD_ROUNDS,
  repoDir,
  type Figures,
} from './settings';

/** The round with the median throughput (its latencies come with it). */
function median(rounds: Figures[]): Figures {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no rounds measured');
  return { ...middle, rounds: rounds.map((r) => r.requestsPerSecond) };
}

async function main(): Promise<void> {
  // Other work on a shared machine shows in every figure; the report says how busy it was.
  const loadAverage = os.loadavg()[0] ?? 0;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cuebrief-bench-'));
  const children: ChildProcess[] = [];
  try {
    process.stdout.write(`loading ${REQUESTS_IN_DATABASE} requests into the database…\n`);
    const requestsLoad = await loadRequests({ dataDir, count: REQUESTS_IN_DATABASE });
    process.stdout.write(
      `loading ${REVIEW_SHAPE.takes} takes of ${REVIEW_SHAPE.versionsPerTake} versions and ${REVIEW_SHAPE.comments} comments…\n`,
    );
    const reviewSeed = await loadReviewLoop({ dataDir, shape: REVIEW_SHAPE });
    children.push(
      await startProcess(
        process.execPath,
        ['dist/server.js'],
        {
          PORT: String(API_PORT),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          DEMO_DATA: 'true',
        },
        /is running/,
      ),
    );
    children.push(
      await startProcess(
        process.execPath,
        ['--import', 'tsx', 'bench/bare-server.ts'],
        { PORT: String(BARE_PORT) },
        /listening/,
      ),
    );

    const token = await logIn(`http://127.0.0.1:${API_PORT}`, 'lena@composers.example');
    // The ceiling and the profile call take turns, so both meet the same noise of a shared machine;
    // each is reported as the median of its rounds.
    const bareRounds: Figures[] = [];
    const profileRounds: Figures[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      bareRounds.push(
        await measure('bare Fastify JSON route (ceiling)', {
          url: `http://127.0.0.1:${BARE_PORT}/bare`,
        }),
      );
      profileRounds.push(
        await measure('GET /users/v1/auth/profile', {
          url: `http://127.0.0.1:${API_PORT}/users/v1/auth/profile`,
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    }
    const figures: Figures[] = [median(bareRounds), median(profileRounds)];
    figures.push(
      // Rotating through the approved demo accounts, as many people logging in at once would.
      // Right passwords are never counted (decision 015), so one account would not be refused.
      await measure('POST /users/v1/auth/login', {
        url: `http://127.0.0.1:${API_PORT}/users/v1/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        connections: LOGIN_CONNECTIONS,
        requests: LOGIN_ACCOUNTS.map((email) => ({
          body: JSON.stringify({ email, password: 'cuebrief-demo' }),
        })),
      }),
    );

    // Fifty composers browsing at once; everyone reads the same first page of a common filter.
    const listFigures = await measure(`GET ${LIST_PATH}`, {
      url: `http://127.0.0.1:${API_PORT}${LIST_PATH}`,
      headers: { authorization: `Bearer ${token}` },
      connections: LIST_CONNECTIONS,
    });

    const [bare, profile] = figures;
    const ratio = (profile?.requestsPerSecond ?? 0) / (bare?.requestsPerSecond || 1);
    for (const f of [...figures, listFigures]) {
      process.stdout.write(
        `${f.name.padEnd(36)} ${String(f.requestsPerSecond).padStart(7)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  errors ${f.errors + f.non2xx}\n`,
      );
    }
    process.stdout.write(`profile / bare = ${(ratio * 100).toFixed(0)} %\n`);

    const reviewLoop = await measureReviewLoop(`http://127.0.0.1:${API_PORT}`, reviewSeed);
    process.stdout.write(`${printReviewLoop(reviewLoop)}\n`);

    process.stdout.write(`uploading a ${UPLOAD_MEGABYTES} MB wav…\n`);
    const [api] = children;
    if (!api?.pid) throw new Error('the API process has no pid');
    const upload = await measureAudioUpload({
      baseUrl: `http://127.0.0.1:${API_PORT}`,
      token,
      serverPid: api.pid,
      bareBaseUrl: `http://127.0.0.1:${BARE_PORT}`,
      workDir: dataDir,
      megabytes: UPLOAD_MEGABYTES,
      rounds: UPLOAD_ROUNDS,
    });
    process.stdout.write(
      `upload ${mb(upload.fileBytes)} MB in ${upload.uploadSeconds.toFixed(2)} s (cp ${upload.cpSeconds.toFixed(2)} s, ` +
        `bare upload ${upload.floorSeconds.toFixed(2)} s), ` +
        `server memory +${mb(upload.rssPeakBytes - upload.rssBeforeBytes)} MB, ranges ${upload.rangeSeconds.toFixed(2)} s\n`,
    );

    process.stdout.write(`/health while ${MP3_UPLOADS} mp3s of ${MP3_MEGABYTES} MB are decoded…\n`);
    const health = await measureHealthUnderUploads({
      baseUrl: `http://127.0.0.1:${API_PORT}`,
      token,
      uploads: MP3_UPLOADS,
      megabytes: MP3_MEGABYTES,
    });
    process.stdout.write(
      `/health idle p50 ${health.idle.p50} ms p99 ${health.idle.p99} ms; during uploads ` +
        `p50 ${health.loaded.p50} ms p99 ${health.loaded.p99} ms (${health.uploadSeconds.toFixed(1)} s)\n`,
    );

    process.stdout.write('brief-fit analysis: CPU, accuracy, the event loop…\n');
    const caller = { baseUrl: `http://127.0.0.1:${API_PORT}`, token };
    const analysis = {
      underLoad: await measureProfileDuringAnalysis({
        api: caller,
        file: upload.file,
        fileBytes: upload.fileBytes,
        submissionId: upload.submissionId,
        connections: CONNECTIONS,
      }),
      // 16-bit stereo 48 kHz, as audio-upload.ts writes it.
      eventLoop: await measureEventLoopDuringAnalysis(
        upload.file,
        upload.fileBytes,
        upload.fileBytes / (48_000 * 4 * 60),
      ),
      cpu: await measureAnalysisCpu(),
      accuracy: await measureAccuracy(),
      uploadRatio: upload.floorSeconds / upload.uploadSeconds,
    };
    process.stdout.write(
      `analysis: ${analysis.cpu.map((c) => `${c.format} ${c.cpuSecondsPerMinute.toFixed(2)} s/min`).join(', ')}; ` +
        `event loop p99 ${analysis.eventLoop.p99Ms.toFixed(1)} ms; profile p99 during analysis ${analysis.underLoad.profile.p99} ms; ` +
        `tempo ${analysis.accuracy.filter((a) => a.tempoOk).length}/${analysis.accuracy.length}, ` +
        `key ${analysis.accuracy.filter((a) => a.keyOk).length}/${analysis.accuracy.length}\n`,
    );

    await checkSharePage(`http://127.0.0.1:${API_PORT}`, SHARE_PAGE);
    const weights = await measureInitialJs(`http://127.0.0.1:${API_PORT}`, [
      '/',
      '/login',
      '/info',
      SHARE_PAGE,
    ]);
    for (const w of weights) {
      process.stdout.write(
        `${shownPath(w.path).padEnd(16)} ${w.scripts} scripts  raw ${kb(w.rawBytes)}  gzip ${kb(w.gzipBytes)}  sent ${kb(w.wireBytes)}  FCP ${w.firstPaintMs} ms\n`,
      );
    }
    process.stdout.write('Lighthouse on the share page, / and /login…\n');
    const lighthouseLoad = os.loadavg()[0] ?? 0;
    const lighthouse = await measureLighthouse(`http://127.0.0.1:${API_PORT}`, LIGHTHOUSE_PAGES);
    process.stdout.write(`${printLighthouse(lighthouse)}\n`);
    const file = path.join(repoDir, 'docs', 'benchmarks.md');
    // Measured by their own runs (bench:caches on PostgreSQL, bench:lists), so kept as they stand.
    const previous = await readFile(file, 'utf8').catch(() => '');
    const caches = sectionOf(previous, CACHES_HEADING);
    const lists = sectionOf(previous, BOUNDED_LISTS_HEADING);
    await writeFile(
      file,
      withSection(
        withSection(
          report(
            figures,
            ratio,
            weights,
            { figures: listFigures, load: requestsLoad },
            reviewLoop,
            loadAverage,
            upload,
            health,
            analysis,
            {
              figures: lighthouse,
              sharePage: LIGHTHOUSE_PAGES[0]?.name ?? shownPath(SHARE_PAGE),
              loadAverage: lighthouseLoad,
            },
          ),
          CACHES_HEADING,
          caches,
        ),
        BOUNDED_LISTS_HEADING,
        lists,
      ),
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
