// Loaded into the measured API process by the footprint bench (`node --import <this> dist/server.js`):
// on SIGUSR2 it writes the main thread's memory as one JSON line to BENCH_MEMORY_FILE. Plain
// JavaScript, so the built server runs without tsx's loader in its memory.
import { appendFileSync, readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

/** The WebAssembly memories made by `new WebAssembly.Memory` (PGlite's), held weakly. */
const memories = [];
const NativeMemory = WebAssembly.Memory;
WebAssembly.Memory = new Proxy(NativeMemory, {
  construct(target, args, newTarget) {
    const memory = Reflect.construct(target, args, newTarget);
    memories.push(new WeakRef(memory));
    return memory;
  },
});

/**
 * Resident bytes of each anonymous mapping of exactly `bytes` (V8 maps a WebAssembly memory
 * on its own, as large as its buffer), from /proc/self/smaps.
 */
function residentOfMappingsSized(bytes) {
  const wanted = Math.round(bytes / 1024);
  let size = 0;
  let resident = 0;
  let inWanted = false;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    if (line.startsWith('Size:')) inWanted = Number(line.split(/\s+/)[1]) === wanted;
    else if (line.startsWith('Rss:') && inWanted) {
      resident += Number(line.split(/\s+/)[1]) * 1024;
      size += bytes;
    }
  }
  return size === 0 ? undefined : resident;
}

function sample() {
  const live = memories.map((ref) => ref.deref()).filter((memory) => memory !== undefined);
  const wasmBytes = live.reduce((sum, memory) => sum + memory.buffer.byteLength, 0);
  const wasmResident = live.reduce(
    (sum, memory) => sum + (residentOfMappingsSized(memory.buffer.byteLength) ?? 0),
    0,
  );
  return { ...process.memoryUsage(), wasmBytes, wasmResident };
}

const file = process.env.BENCH_MEMORY_FILE;
if (isMainThread && file) {
  process.on('SIGUSR2', () => appendFileSync(file, `${JSON.stringify(sample())}\n`));
}
