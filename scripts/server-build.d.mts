// Types of server-build.mjs for the TypeScript tests that import it.
import type { Metafile } from 'esbuild';

export function undeclaredPackages(
  metafile: Pick<Metafile, 'inputs'>,
  dependencies: Record<string, string>,
): string[];

export function buildServer(options?: { outDir?: string }): Promise<void>;

export function buildServerTree(dir: string): Promise<void>;

export function copyServerTree(dir: string): Promise<void>;
