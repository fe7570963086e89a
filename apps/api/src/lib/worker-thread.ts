import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread from a module beside `caller` named `name` (without extension). Built,
 * the bundle has it as `<name>.js` beside itself (scripts/build.mjs makes one per worker); run
 * from source (tests, tsx), the caller is TypeScript and the worker loads its TypeScript through
 * tsx's API, as a plain `new Worker(file.ts)` cannot.
 */
export function startWorkerThread(caller: string, name: string): Worker {
  if (!caller.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, caller));
  const entry = JSON.stringify(new URL(`./${name}.ts`, caller).href);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return new Worker(`import(${tsx}).then((tsx) => tsx.tsImport(${entry}, ${entry}));`, {
    eval: true,
  });
}
