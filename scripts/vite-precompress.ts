import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; source maps are left out (only developer tools fetch them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compressed variants of one file's bytes: brotli at maximum quality and gzip level 9. */
export async function compressedVariants(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { br, gz };
}

/**
 * Writes `name.br` and `name.gz` beside every compressible file under `dir`, each only when it is
 * smaller than the file itself; returns how many files were written.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const written = await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const variants = await compressedVariants(bytes);
      let count = 0;
      for (const [extension, compressed] of Object.entries(variants)) {
        if (compressed.length >= bytes.length) continue;
        await writeFile(`${file}.${extension}`, compressed);
        count += 1;
      }
      return count;
    }),
  );
  return written.reduce((sum, count) => sum + count, 0);
}

/**
 * Vite plugin: after every production build, precompressed siblings for the server to send
 * as they are (the server's static plugin picks `.br` or `.gz` by the request's Accept-Encoding).
 */
export function precompress(): Plugin {
  return {
    name: 'ospo-precompress',
    apply: 'build',
    // The public folder is copied before the bundle is written, so its files are there too.
    async writeBundle(options) {
      if (options.dir) await precompressDirectory(options.dir);
    },
  };
}
