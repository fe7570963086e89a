// The audio pipeline under load: a large wav uploaded through the API beside `cp` of the same
// file, the server's memory while it streams in, and reading it back with range requests.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { pcmWavHeader } from '../src/demo/demo-tones';
import { waitForAnalysis } from './analysis-under-load';
import { callJson, uploadWav, type Api } from './api-calls';
import { median } from './units';

const SAMPLE_RATE = 48_000;
const CHANNELS = 2;
const BYTES_PER_SAMPLE = 2;
const WRITE_CHUNK_FRAMES = 48_000;
const RANGE_BYTES = 4 * 1024 * 1024;
const RSS_SAMPLE_MS = 20;

export type UploadFigures = {
  /** The wav uploaded, left in the work folder for the measurements after this one. */
  file: string;
  submissionId: string;
  fileBytes: number;
  /** Measured rounds, after one unmeasured warm-up upload; the times are their medians. */
  rounds: number;
  cpSeconds: number;
  /** The same upload to a bare route that only writes the body to a file: the ceiling. */
  floorSeconds: number;
  uploadSeconds: number;
  uploadStatus: number;
  /** Of the round whose growth was largest. */
  rssBeforeBytes: number;
  rssPeakBytes: number;
  rangeSeconds: number;
  rangeRequests: number;
  rangeBytes: number;
};

/** Writes a stereo wav of about `megabytes` MB: a slow sweep, so the waveform has a shape. */
export async function writeLargeWav(file: string, megabytes: number): Promise<number> {
  const frameBytes = CHANNELS * BYTES_PER_SAMPLE;
  const frames = Math.floor((megabytes * 1024 * 1024) / frameBytes);
  const out = createWriteStream(file);
  out.write(
    pcmWavHeader({ channels: CHANNELS, sampleRate: SAMPLE_RATE, dataBytes: frames * frameBytes }),
  );
  for (let start = 0; start < frames; start += WRITE_CHUNK_FRAMES) {
    const count = Math.min(WRITE_CHUNK_FRAMES, frames - start);
    const chunk = Buffer.alloc(count * frameBytes);
    for (let i = 0; i < count; i += 1) {
      const t = (start + i) / SAMPLE_RATE;
      const envelope = 0.2 + 0.7 * Math.abs(Math.sin(t / 20));
      const value = Math.round(envelope * 32767 * Math.sin(2 * Math.PI * 220 * t));
      chunk.writeInt16LE(value, i * frameBytes);
      chunk.writeInt16LE(value, i * frameBytes + 2);
    }
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return (await stat(file)).size;
}

function seconds(since: bigint): number {
  return Number(process.hrtime.bigint() - since) / 1e9;
}

async function timeCp(from: string, to: string): Promise<number> {
  const started = process.hrtime.bigint();
  const cp = spawn('cp', [from, to], { stdio: 'inherit' });
  const [code] = (await once(cp, 'exit')) as [number];
  if (code !== 0) throw new Error(`cp exited with ${code}`);
  const elapsed = seconds(started);
  await rm(to, { force: true });
  return elapsed;
}

async function readRssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kilobytes ?? 0) * 1024;
}

/** Samples the server's resident memory until `stop` is called; returns the highest seen. */
function watchRss(pid: number): { stop: () => Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await readRssBytes(pid));
      await new Promise((resolve) => setTimeout(resolve, RSS_SAMPLE_MS));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return peak;
    },
  };
}

/** Reads the whole file back through its signed link, RANGE_BYTES per request, one after another. */
async function readByRanges(
  url: string,
  fileBytes: number,
): Promise<{ count: number; bytes: number }> {
  let bytes = 0;
  let count = 0;
  for (let start = 0; start < fileBytes; start += RANGE_BYTES) {
    const end = Math.min(start + RANGE_BYTES, fileBytes) - 1;
    const response = await fetch(url, { headers: { range: `bytes=${start}-${end}` } });
    if (response.status !== 206) throw new Error(`range ${start}-${end}: ${response.status}`);
    bytes += (await response.arrayBuffer()).byteLength;
    count += 1;
  }
  return { count, bytes };
}

/** A new submission of the composer signed in as `api` to the first open request. */
export async function newSubmission(api: Api): Promise<{ id: string }> {
  const open = await callJson<{ data: { id: string; genre: string[]; mood: string[] }[] }>(
    api,
    'GET',
    '/users/v1/request/composer/requests?pageSize=1',
  );
  const request = open.data[0];
  if (!request) throw new Error('no open request to submit to');
  return callJson<{ id: string }>(api, 'POST', `/users/v1/request/composer/submit/${request.id}`, {
    genre: request.genre.slice(0, 1),
    mood: request.mood.slice(0, 1),
    tempo: [90, 110],
  });
}

/**
 * Uploads a wav of `megabytes` MB as a demo composer's new submission to an open request, beside
 * `cp` of the file and the same upload to the bare route, and reads it back in ranges.
 * `serverPid` is the API process, whose memory is watched.
 */
export async function measureAudioUpload(options: {
  baseUrl: string;
  token: string;
  serverPid: number;
  /** The bare server, whose upload route only writes the body to a file. */
  bareBaseUrl: string;
  workDir: string;
  megabytes: number;
  rounds: number;
}): Promise<UploadFigures> {
  const api: Api = { baseUrl: options.baseUrl, token: options.token };
  const file = path.join(options.workDir, 'bench.wav');
  const fileBytes = await writeLargeWav(file, options.megabytes);

  const submission = await newSubmission(api);

  const uploadOnce = async () => {
    const rssBefore = await readRssBytes(options.serverPid);
    const watcher = watchRss(options.serverPid);
    const started = process.hrtime.bigint();
    const answer = await uploadWav(
      api,
      `/users/v1/request/composer/submit/audio/${submission.id}?title=Bench`,
      file,
      fileBytes,
    );
    const elapsed = seconds(started);
    const rssPeak = await watcher.stop();
    if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
    // The server measures each take in the background; the next round waits for it, so no
    // round's figures carry the previous upload's analysis (measured on its own, see run.ts).
    const audioId = (JSON.parse(answer.body) as { data: { id: string } }).data.id;
    await waitForAnalysis(api, audioId);
    return { answer, elapsed, rssBefore, rssPeak };
  };
  const bare: Api = { baseUrl: options.bareBaseUrl, token: '' };
  const uploadBare = async () => {
    const started = process.hrtime.bigint();
    const answer = await uploadWav(bare, '/bare/upload', file, fileBytes);
    if (answer.status !== 200) throw new Error(`bare upload answered ${answer.status}`);
    return seconds(started);
  };

  // A first upload warms the server's code paths (a running server has long been warm); then
  // cp, the bare upload and the API upload take turns, so all three meet the same noise.
  let upload = await uploadOnce();
  const cpTimes: number[] = [];
  const floorTimes: number[] = [];
  const uploadTimes: number[] = [];
  let memory = { rssBefore: upload.rssBefore, rssPeak: upload.rssPeak };
  for (let round = 0; round < options.rounds; round += 1) {
    cpTimes.push(await timeCp(file, path.join(options.workDir, 'bench-copy.wav')));
    floorTimes.push(await uploadBare());
    upload = await uploadOnce();
    uploadTimes.push(upload.elapsed);
    if (upload.rssPeak - upload.rssBefore > memory.rssPeak - memory.rssBefore) memory = upload;
  }
  const audioId = (JSON.parse(upload.answer.body) as { data: { id: string } }).data.id;

  const link = await callJson<{ url: string }>(
    api,
    'POST',
    `/users/v1/request/audio/${audioId}/play`,
  );
  const url = new URL(link.url, options.baseUrl).toString();
  const rangeStarted = process.hrtime.bigint();
  const ranges = await readByRanges(url, fileBytes);
  const rangeSeconds = seconds(rangeStarted);

  return {
    file,
    submissionId: submission.id,
    fileBytes,
    rounds: options.rounds,
    cpSeconds: median(cpTimes),
    floorSeconds: median(floorTimes),
    uploadSeconds: median(uploadTimes),
    uploadStatus: upload.answer.status,
    rssBeforeBytes: memory.rssBefore,
    rssPeakBytes: memory.rssPeak,
    rangeSeconds,
    rangeRequests: ranges.count,
    rangeBytes: ranges.bytes,
  };
}
