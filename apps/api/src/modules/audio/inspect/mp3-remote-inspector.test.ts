import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { createRemoteMp3Inspector, MAX_UNDECODED_BYTES } from './mp3-remote-inspector';
import type { FromMp3Worker, Mp3Request } from './mp3-worker-messages';

const SESSION = 7;
const KIB_256 = 256 * 1024;

/** An inspector on a stand-in worker: the test reads what it sent and answers for the worker. */
function withStandIn() {
  const sent: { request: Mp3Request; transfer: ArrayBuffer[] | undefined }[] = [];
  let answer: (message: FromMp3Worker) => void = () => {};
  let isEnded = false;
  const inspector = createRemoteMp3Inspector((onAnswer) => {
    answer = onAnswer;
    return {
      send: (request, transfer) => sent.push({ request, transfer }),
      end: () => {
        isEnded = true;
      },
    };
  });
  return { inspector, sent, answer: (m: FromMp3Worker) => answer(m), isEnded: () => isEnded };
}

const settled = async (promise: Promise<unknown> | undefined) => {
  let state = 'pending';
  promise?.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe('the mp3 inspector of an upload, decoding on a worker', () => {
  it('opens its session and hands each chunk over in a buffer of its own', () => {
    const { inspector, sent } = withStandIn();
    // A view of 4 bytes in the middle of a larger buffer, as socket chunks often are.
    const chunk = Buffer.from([0, 1, 2, 3, 4, 5, 6, 7]).subarray(2, 6);
    expect(inspector.push(chunk)).toBeUndefined();
    expect(sent[0]?.request).toEqual({ type: 'open' });
    const push = sent[1];
    if (push?.request.type !== 'push') throw new Error('no push sent');
    expect([...push.request.chunk]).toEqual([2, 3, 4, 5]);
    expect(push.request.chunk.buffer.byteLength).toBe(4);
    expect(push.transfer).toEqual([push.request.chunk.buffer]);
  });

  it('makes the upload wait while the worker is more than its margin behind', async () => {
    const { inspector, answer } = withStandIn();
    const chunk = Buffer.alloc(KIB_256);
    const pushes = MAX_UNDECODED_BYTES / KIB_256;
    for (let i = 0; i < pushes; i += 1) expect(inspector.push(chunk)).toBeUndefined();
    const waiting = inspector.push(chunk);
    expect(waiting).toBeInstanceOf(Promise);
    answer({ type: 'pushed', session: SESSION, bytes: KIB_256 });
    expect(await settled(waiting)).toBe('pending');
    // Half of the margin decoded: the upload goes on.
    answer({ type: 'pushed', session: SESSION, bytes: KIB_256 * 2 });
    expect(await settled(waiting)).toBe('resolved');
  });

  it('answers the measurement once the worker has decoded everything', async () => {
    const { inspector, sent, answer } = withStandIn();
    // Under the margin: nothing to wait for.
    void inspector.push(Buffer.alloc(10));
    const result = inspector.finish();
    expect(sent.at(-1)?.request).toEqual({ type: 'finish' });
    const measurement = {
      durationSeconds: 3,
      sampleRate: 44_100,
      channels: 2,
      bitRate: 128_000,
      peaks: [0.5],
    };
    answer({ type: 'measured', session: SESSION, measurement });
    await expect(result).resolves.toEqual(measurement);
  });

  it("throws the worker's refusal as the AppError it was: on the waiting push, the next one and finish", async () => {
    const { inspector, answer } = withStandIn();
    const chunk = Buffer.alloc(KIB_256);
    for (let i = 0; i < MAX_UNDECODED_BYTES / KIB_256; i += 1) void inspector.push(chunk);
    const waiting = inspector.push(chunk);
    answer({
      type: 'failed',
      session: SESSION,
      failure: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This file is not an MP3 audio file.' },
    });
    const refusal = {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This file is not an MP3 audio file.',
    };
    await expect(waiting).rejects.toMatchObject(refusal);
    await expect(waiting).rejects.toBeInstanceOf(AppError);
    expect(() => inspector.push(chunk)).toThrow(AppError);
    await expect(inspector.finish()).rejects.toMatchObject(refusal);
  });

  it('fails with a plain error (a 500) when the worker breaks for another reason', async () => {
    const { inspector, answer } = withStandIn();
    const result = inspector.finish();
    answer({
      type: 'failed',
      session: SESSION,
      failure: { code: undefined, message: 'out of memory' },
    });
    const error = await result.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AppError);
  });

  it('frees its session once, however often it is disposed', () => {
    const { inspector, sent, isEnded } = withStandIn();
    inspector.dispose();
    inspector.dispose();
    expect(sent.filter((s) => s.request.type === 'dispose')).toHaveLength(1);
    expect(isEnded()).toBe(true);
  });
});
