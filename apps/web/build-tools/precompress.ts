import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this, compression saves less than the extra header costs. */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` beside every text file of the build, once, at the highest levels:
 * the API serves them to browsers that accept them (@fastify/static `preCompressed`), so the
 * server never compresses on the fly and a phone downloads a fraction of the bytes.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cuebrief-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const fullPath = path.join(outDir, file);
            const content = await readFile(fullPath);
            if (content.length < MIN_BYTES) return;
            await writeFile(
              `${fullPath}.br`,
              await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
            await writeFile(`${fullPath}.gz`, await gzipAsync(content, { level: 9 }));
          }),
      );
    },
  };
}
