import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { eventually } from '../../../../test/helpers/analysis-jobs';
import { pngBytes, readToneMp3 } from '../../../../test/helpers/audio-files';
import type { RemoteInspector, AudioMeasurement } from './inspector';
import { createMp3Inspector } from './mp3-inspector';
import { createMp3InspectorPool } from './mp3-worker-pool';

/** Pushes `file` in chunks as an upload would, waiting whenever the inspector asks it to. */
async function inspect(inspector: RemoteInspector<AudioMeasurement>, file: Buffer, chunk = 4096) {
  try {
    for (let at = 0; at < file.length; at += chunk) {
      await inspector.push(file.subarray(at, at + chunk));
    }
    return await inspector.finish();
  } finally {
    inspector.dispose();
  }
}

/** What the inspector measures of `file` on the calling thread. */
async function measuredHere(file: Buffer) {
  const inspector = await createMp3Inspector();
  try {
    inspector.push(file);
    return inspector.finish();
  } finally {
    inspector.dispose();
  }
}

// One worker: the uploads below take turns on it.
const pool = createMp3InspectorPool(1);
afterAll(() => pool.close());

describe('mp3 inspectors on worker threads', () => {
  const tone = readToneMp3();

  it('measure the fixture exactly as on the calling thread', async () => {
    expect(await inspect(pool.open(), tone)).toEqual(await measuredHere(tone));
  });

  it("refuse what is not an mp3 with the inspector's own AppError", async () => {
    const error = await inspect(pool.open(), pngBytes()).then(
      () => new Error('not refused'),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This file is not an MP3 audio file.',
    });
  });

  it('keep uploads at once apart on one worker, a refused one among them', async () => {
    const expected = await measuredHere(tone);
    const results = await Promise.allSettled([
      inspect(pool.open(), tone, 1000),
      inspect(pool.open(), pngBytes()),
      inspect(pool.open(), tone, 7000),
      inspect(pool.open(), tone, 333),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    for (const result of results) {
      if (result.status === 'fulfilled') expect(result.value).toEqual(expected);
    }
  });

  it('end with the pool: an upload being decoded fails, and no new one opens', async () => {
    const closing = createMp3InspectorPool(1);
    const inspector = closing.open();
    await inspector.push(tone.subarray(0, 4096));
    const failed = expect(inspector.finish()).rejects.toThrow('shutting down');
    await closing.close();
    await failed;
    expect(() => closing.open()).toThrow('closed');
  });

  it('end their workers when idle and start one again with the next upload', async () => {
    const brief = createMp3InspectorPool(1, 200);
    try {
      expect(brief.workers).toBe(0);
      const inspector = brief.open();
      expect(brief.workers).toBe(1);
      const first = await inspect(inspector, tone);
      await eventually(
        async () => brief.workers,
        (workers) => workers === 0,
        'the idle end',
        10_000,
      );
      expect(await inspect(brief.open(), tone)).toEqual(first);
    } finally {
      await brief.close();
    }
  });
});
