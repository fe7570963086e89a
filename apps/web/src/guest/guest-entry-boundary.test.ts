import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILT_PATHS } from '../app/routes';
import { GUEST_AVAILABLE_PATHS } from './guest-pages';

/**
 * The guest entry is built on its own (vite.guest.config.ts) and must not bring the signed-in
 * app along: app/routes.tsx names every screen, so reaching it would put them all in its build.
 * Its files' imports, static and lazy, are followed through the app's own sources.
 */
const guestDir = path.dirname(fileURLToPath(import.meta.url));
const IMPORT =
  /(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?'(\.[^']+)'|import\('(\.[^']+)'\)/g;

function sourceOf(file: string): string | undefined {
  for (const candidate of [file, `${file}.ts`, `${file}.tsx`, path.join(file, 'index.ts')]) {
    try {
      return readFileSync(candidate, 'utf8');
    } catch {
      // the next candidate
    }
  }
  return undefined;
}

function reachedFrom(entries: string[]): Set<string> {
  const reached = new Set<string>();
  const queue = entries.map((file) => path.join(guestDir, file));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    const source = sourceOf(file);
    if (source === undefined) continue;
    for (const match of source.matchAll(IMPORT)) {
      const from = match[1] ?? match[2] ?? '';
      queue.push(path.resolve(path.dirname(file), from).replace(/\.tsx?$/, ''));
    }
  }
  return reached;
}

describe("the guest pages' entry", () => {
  const reached = [...reachedFrom(['main', 'hydrate', 'pre-render'])].map((file) =>
    path.relative(path.resolve(guestDir, '..'), file),
  );

  it('never reaches the signed-in app’s routes or their guard', () => {
    expect(reached.length).toBeGreaterThan(20);
    expect(reached).not.toContain(path.join('app', 'routes'));
    expect(reached).not.toContain(path.join('app', 'route-guard'));
    expect(reached).not.toContain('main');
  });

  it('reaches only the features its pages and the shell are made of', () => {
    const features = new Set(
      reached.filter((file) => file.startsWith('features')).map((file) => file.split(path.sep)[1]),
    );
    // The shell's bell (notifications) shows only to signed-in people, but is part of the shell.
    expect([...features].sort()).toEqual([
      'auth',
      'home',
      'notifications',
      'placements',
      'questions',
      'sign-up',
    ]);
  });

  it('filters the menu by the same screens as the app', () => {
    expect([...GUEST_AVAILABLE_PATHS].sort()).toEqual([...BUILT_PATHS].sort());
  });
});
