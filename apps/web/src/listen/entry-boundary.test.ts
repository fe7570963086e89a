import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The share page (listen.html) is a lean entry of its own with a 100 KB budget: React's API (Preact's
 * in the build), its own files, two formatters of lib/ (ESLint holds the folders), and from
 * @cuebrief/shared only values of modules that load no zod — one schema module would bring zod's
 * 25 KB gzipped along, since a module's top-level schema calls cannot be shaken out.
 */
const listenDir = path.dirname(fileURLToPath(import.meta.url));
const sharedSrc = path.resolve(listenDir, '../../../../packages/shared/src');

const IMPORT = /import\s+(type\s+)?([^'"]*?)\s+from\s+'([^']+)'/g;

/** Every import of the share page's own files: what, from where, and whether only types. */
function importsOfListen() {
  return readdirSync(listenDir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(path.join(listenDir, file), 'utf8').matchAll(IMPORT)].map((match) => ({
        file,
        typeOnly: Boolean(match[1]),
        names: match[2] ?? '',
        from: match[3] ?? '',
      })),
    );
}

/** The shared package's modules that `index.ts` re-exports, by path. */
function sharedModules(): string[] {
  const index = readFileSync(path.join(sharedSrc, 'index.ts'), 'utf8');
  return [...index.matchAll(/export \* from '\.\/([^']+)'/g)].map((m) =>
    path.join(sharedSrc, `${m[1]}.ts`),
  );
}

/** Whether a shared module, or any module it imports, imports zod. */
function loadsZod(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(IMPORT)].some(({ 1: typeOnly, 3: from = '' }) => {
    if (typeOnly) return false;
    if (from === 'zod') return true;
    return from.startsWith('.') && loadsZod(path.resolve(path.dirname(file), `${from}.ts`), seen);
  });
}

describe("the share page's entry", () => {
  const imports = importsOfListen();

  it('imports only React, its own files, two pure formatters and @cuebrief/shared', () => {
    const outside = imports
      .map((i) => i.from)
      .filter((from) => !from.startsWith('./'))
      .filter(
        (from) =>
          !['react', 'react-dom/client', '@cuebrief/shared'].includes(from) &&
          !['../lib/format-duration', '../lib/format-date'].includes(from),
      );
    expect(outside).toEqual([]);
  });

  it('takes values from @cuebrief/shared only where no zod comes with them', () => {
    const modules = sharedModules();
    const values = imports
      .filter((i) => i.from === '@cuebrief/shared' && !i.typeOnly)
      .flatMap((i) =>
        i.names
          .replace(/[{}]/g, '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type ')),
      );
    expect(values.length).toBeGreaterThan(0);
    for (const name of values) {
      const home = modules.find((file) =>
        new RegExp(`export (const|function) ${name}\\b`).test(readFileSync(file, 'utf8')),
      );
      expect(home, name).toBeDefined();
      expect(loadsZod(home!), `${name} (${path.relative(sharedSrc, home!)})`).toBe(false);
    }
  });

  it('would notice a schema module (the check can fail)', () => {
    expect(loadsZod(path.join(sharedSrc, 'schemas/share-page.ts'))).toBe(true);
    expect(loadsZod(path.join(sharedSrc, 'constants/shortlists.ts'))).toBe(false);
  });
});
