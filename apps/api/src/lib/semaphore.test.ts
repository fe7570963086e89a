import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore';

/** A piece of work that runs until the test lets it finish. */
function heldWork(log: string[], name: string) {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(`start ${name}`);
      await finished;
      log.push(`end ${name}`);
      return name;
    },
    finish,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createSemaphore', () => {
  it('runs at most its size at once and starts the others in the order they came', async () => {
    const log: string[] = [];
    const semaphore = createSemaphore(2);
    const works = ['a', 'b', 'c', 'd'].map((name) => heldWork(log, name));
    const results = works.map(({ work }) => semaphore.run(work));
    await settle();
    expect(log).toEqual(['start a', 'start b']);

    works[1]!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);

    works[0]!.finish();
    works[2]!.finish();
    works[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(log.filter((line) => line.startsWith('start'))).toEqual([
      'start a',
      'start b',
      'start c',
      'start d',
    ]);
  });

  it('frees the slot of work that failed', async () => {
    const semaphore = createSemaphore(1);
    await expect(
      semaphore.run(async () => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    expect(await semaphore.run(async () => 'next')).toBe('next');
  });
});
