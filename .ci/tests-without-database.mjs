// Prints the API test files that cannot touch a database, one per line, so the PostgreSQL pass
// of .ci/run leaves them out: they ran in the PGlite pass already, and a second database changes
// nothing they do (decision 020). A file counts as touching a database when it, or any file it
// imports from this repository (statically or with `import()`), opens one (src/db/client.ts),
// makes one (test/helpers/test-database.ts, test/helpers/server-database.ts) or names
// DATABASE_URL (a server process it starts would use it). Anything unsure runs on both.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../apps/api/', import.meta.url));
const OPENS_DATABASE = [
  'src/db/client.ts',
  'test/helpers/test-database.ts',
  'test/helpers/server-database.ts',
].map((file) => path.join(apiDir, file));
const LOCAL_IMPORT = /(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The file a relative import names, as TypeScript would find it. */
function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    base.replace(/\.js$/, '.ts'),
    path.join(base, 'index.ts'),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** Each file's own verdict (it opens or names a database) and the files it imports. */
const parsed = new Map();
function parse(file) {
  if (!parsed.has(file)) {
    const text = readFileSync(file, 'utf8');
    parsed.set(file, {
      itself: OPENS_DATABASE.includes(file) || text.includes('DATABASE_URL'),
      imports: [...text.matchAll(LOCAL_IMPORT)]
        .map(([, specifier]) => resolveImport(file, specifier))
        .filter((imported) => imported !== undefined),
    });
  }
  return parsed.get(file);
}

/** Whether `file` or anything it reaches through imports touches a database. */
function touchesDatabase(file) {
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length > 0) {
    const { itself, imports } = parse(queue.pop());
    if (itself) return true;
    for (const imported of imports) {
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return false;
}

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(full);
    else if (entry.name.endsWith('.test.ts')) yield full;
  }
}

for (const folder of ['src', 'test']) {
  for (const file of testFiles(path.join(apiDir, folder))) {
    if (!touchesDatabase(file)) process.stdout.write(`${path.relative(apiDir, file)}\n`);
  }
}
