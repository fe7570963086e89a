// The event loop while mp3s are checked: /health's latency, asked one call after another, while
// several large mp3 uploads stream in at once, beside the same calls on an idle server.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { readId3v2Length } from '../src/modules/audio/inspect/mp3-frame';
import { newSubmission } from './audio-upload';

const TONE_MP3 = new URL('../test/fixtures/tone.mp3', import.meta.url);
const IDLE_SECONDS = 3;
/** /health is asked this often (or as soon as the last answer came, when it is slower). */
const HEALTH_EVERY_MS = 20;

export type HealthUnderUploads = {
  uploads: number;
  mp3Bytes: number;
  /** From the first byte sent to the last answer. */
  uploadSeconds: number;
  idle: { p50: number; p99: number; calls: number };
  loaded: { p50: number; p99: number; calls: number };
};

/**
 * An mp3 of about `megabytes` MB: the test tone's frames (its tag kept once, in front) repeated,
 * so the decoder works through real audio from end to end.
 */
export async function largeMp3(megabytes: number): Promise<Buffer> {
  const tone = await readFile(TONE_MP3);
  const tagBytes = readId3v2Length(tone, 0);
  if (typeof tagBytes !== 'number') throw new Error('tone.mp3 has no ID3v2 tag');
  const frames = tone.subarray(tagBytes);
  const copies = Math.ceil((megabytes * 1024 * 1024) / frames.length);
  return Buffer.concat([
    tone.subarray(0, tagBytes),
    ...Array.from({ length: copies }, () => frames),
  ]);
}

function percentile(sorted: number[], fraction: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
  return Math.round(value * 10) / 10;
}

/**
 * Asks /health every HEALTH_EVERY_MS until `until` settles; answers the latencies in ms. Paced,
 * so the asking does not itself take the CPU the uploads need.
 */
async function healthLatencies(baseUrl: string, until: Promise<unknown>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const started = process.hrtime.bigint();
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${baseUrl}/health`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        })
        .on('error', reject);
    });
    if (status !== 200) throw new Error(`/health answered ${status}`);
    const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
    latencies.push(elapsedMs);
    if (elapsedMs < HEALTH_EVERY_MS) {
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS - elapsedMs));
    }
  }
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), calls: sorted.length };
}

function uploadMp3(url: string, token: string, mp3: Buffer): Promise<number> {
  const boundary = `----cuebrief-bench-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="filemp3"; filename="bench.mp3"\r\n` +
      'Content-Type: audio/mpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + mp3.length + tail.length,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(Buffer.concat([head, mp3, tail]));
  });
}

/**
 * /health on the idle server for a few seconds, then again while `uploads` mp3s of `megabytes`
 * MB go at once to a new submission of the composer signed in with `token`.
 */
export async function measureHealthUnderUploads(options: {
  baseUrl: string;
  token: string;
  uploads: number;
  megabytes: number;
}): Promise<HealthUnderUploads> {
  const mp3 = await largeMp3(options.megabytes);
  const submission = await newSubmission({ baseUrl: options.baseUrl, token: options.token });
  const idle = await healthLatencies(
    options.baseUrl,
    new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000)),
  );
  const url = `${options.baseUrl}/users/v1/request/composer/submit/audio/${submission.id}?title=Bench`;
  const started = process.hrtime.bigint();
  const uploads = Promise.all(
    Array.from({ length: options.uploads }, () => uploadMp3(url, options.token, mp3)),
  );
  const loaded = await healthLatencies(options.baseUrl, uploads);
  const statuses = await uploads;
  const uploadSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (statuses.some((status) => status !== 200)) {
    throw new Error(`mp3 uploads answered ${statuses.join(', ')}`);
  }
  return { uploads: options.uploads, mp3Bytes: mp3.length, uploadSeconds, idle, loaded };
}
