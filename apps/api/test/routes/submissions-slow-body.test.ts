import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pcmWavHeader } from '../../src/demo/demo-tones';
import type { BodyPaceLimits } from '../../src/lib/body-pace';
import { loginAs } from '../helpers/accounts';
import { readToneMp3 } from '../helpers/audio-files';
import { useEveryRole } from '../helpers/every-role';
import { multipartFraming, piecesOf, sendByHand, type HandSentAnswer } from '../helpers/hand-sent';
import { everythingStored } from '../helpers/refusals';
import { REQUEST } from '../helpers/requests';
import { openRequestOf, storedFiles, submissionTo } from '../helpers/submissions';
import { createTestApp, useTestApp } from '../helpers/test-app';

/**
 * The product's figures (lib/body-pace.ts), shrunk so a test takes seconds: a body must bring
 * 1,000 bytes a second over any second; a JSON request has 1.5 s, an upload 4 s. The bodies
 * below arrive either far under that pace (a byte every 300 ms) or far over it (20 kB/s).
 */
const PACE: BodyPaceLimits = {
  minBytesPerSecond: 1000,
  windowMs: 1000,
  jsonRequestMs: 1500,
  uploadRequestMs: 4000,
};
const STEADY_PIECE_BYTES = 2048;
const STEADY_EVERY_MS = 100;

const t = useTestApp({ config: { bodyPace: PACE } });
const signedIn = useEveryRole(t);

let address: string;
let uploadUrl: string;
beforeAll(async () => {
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const request = await openRequestOf(t, signedIn.Client.accessToken);
  const submission = await submissionTo(t, signedIn.Composer.accessToken, request.id);
  uploadUrl = `${address}${REQUEST}/composer/submit/audio/${submission.id}`;
});

/** An audio upload of `file` (as `field`) sent by hand: the framing first, the file as told. */
function startUpload(file: Buffer, field: 'filemp3' | 'filewav', announcedFileBytes = file.length) {
  const framing = multipartFraming(field, field === 'filemp3' ? 'take.mp3' : 'take.wav');
  const hand = sendByHand(uploadUrl, {
    authorization: `Bearer ${signedIn.Composer.accessToken}`,
    'content-type': framing.contentType,
    'content-length': String(framing.head.length + announcedFileBytes + framing.tail.length),
  });
  hand.write(framing.head);
  return { hand, tail: framing.tail };
}

function expectAnswered(answer: HandSentAnswer, status: number, error: string) {
  if (answer.status === 'closed') throw new Error('the connection closed without an answer');
  expect(answer.status).toBe(status);
  expect(answer.body.status).toMatchObject({ code: status, error });
}

const nothingLeftSince = async (before: Awaited<ReturnType<typeof everythingStored>>) =>
  vi.waitFor(async () => expect(await everythingStored(t)).toEqual(before), { timeout: 10_000 });

describe('an upload that arrives too slowly', () => {
  it('is answered 408 once a window brings less than the minimum pace, and leaves nothing', async () => {
    const before = await everythingStored(t);
    const mp3 = readToneMp3();
    const { hand } = startUpload(mp3, 'filemp3');
    hand.write(mp3.subarray(0, 4096));
    hand.keepWriting(piecesOf(mp3.subarray(4096), 1), 300);

    expectAnswered(await hand.answer, 408, 'REQUEST_TIMEOUT');
    hand.destroy();
    await nothingLeftSince(before);
  });

  it('is answered 408 when it keeps its pace but outlasts the time of an upload', async () => {
    const before = await everythingStored(t);
    const dataBytes = 100 * 1024 * 1024;
    const header = pcmWavHeader({ channels: 2, sampleRate: 44_100, dataBytes });
    const { hand } = startUpload(header, 'filewav', header.length + dataBytes);
    hand.write(header);
    // Silence, never all of it: the body would take 80 minutes at this pace.
    hand.keepWriting(() => Buffer.alloc(STEADY_PIECE_BYTES), STEADY_EVERY_MS);

    expectAnswered(await hand.answer, 408, 'REQUEST_TIMEOUT');
    hand.destroy();
    await nothingLeftSince(before);
  });
});

describe('the time a request may take to arrive', () => {
  it('is shorter for a JSON body than for an upload', async () => {
    // A login whose body keeps coming at a good pace, for longer than a JSON request may take.
    const login = sendByHand(`${address}/users/v1/auth/login`, {
      'content-type': 'application/json',
      'content-length': String(900 * 1024),
    });
    login.write('{"email":"');
    login.keepWriting(() => Buffer.alloc(STEADY_PIECE_BYTES, 'a'), STEADY_EVERY_MS);
    expectAnswered(await login.answer, 408, 'REQUEST_TIMEOUT');
    login.destroy();

    // An upload at the same pace takes longer than that (about 2.5 s), and is stored.
    const mp3 = readToneMp3();
    const { hand, tail } = startUpload(mp3, 'filemp3');
    hand.keepWriting(piecesOf(Buffer.concat([mp3, tail]), STEADY_PIECE_BYTES), STEADY_EVERY_MS);
    const answer = await hand.answer;
    if (answer.status === 'closed') throw new Error('the upload was cut off');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ files: [{ kind: 'mp3' }] });
  });
});

describe('a body still arriving when the app closes', () => {
  it('does not hold the shutdown: it is answered 503 (or cut off), and the mp3 workers end', async () => {
    // The product's own pace limits: nothing but the shutdown stops this body.
    const closing = await createTestApp();
    try {
      const closingAddress = await closing.app.listen({ port: 0, host: '127.0.0.1' });
      const client = await loginAs(closing.app, 'Client');
      const composer = await loginAs(closing.app, 'Composer');
      const request = await openRequestOf(closing, client.accessToken);
      const submission = await submissionTo(closing, composer.accessToken, request.id);
      const receive = vi.spyOn(closing.app.services.audioFiles, 'receiveAudio');
      const mp3 = readToneMp3();
      const framing = multipartFraming('filemp3', 'take.mp3');
      const hand = sendByHand(
        `${closingAddress}${REQUEST}/composer/submit/audio/${submission.id}`,
        {
          authorization: `Bearer ${composer.accessToken}`,
          'content-type': framing.contentType,
          'content-length': String(framing.head.length + mp3.length + framing.tail.length),
        },
      );
      hand.write(Buffer.concat([framing.head, mp3.subarray(0, 4096)]));
      hand.keepWriting(piecesOf(mp3.subarray(4096), 1), 200);
      // The file is streaming into storage when the app is asked to close.
      await vi.waitFor(() => expect(receive).toHaveBeenCalled(), { timeout: 10_000 });

      await closing.app.close();
      const answer = await hand.answer;
      hand.destroy();
      if (answer.status !== 'closed') expectAnswered(answer, 503, 'SERVICE_UNAVAILABLE');
      await vi.waitFor(async () => expect(await storedFiles(closing)).toEqual([]));
      expect(() => closing.app.services.mp3Inspectors.open()).toThrow('closed');
    } finally {
      // Closing again is harmless; this also drops the test's database and data folder.
      await closing.close();
    }
  });
});
