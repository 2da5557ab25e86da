// Types of release-package.mjs for the TypeScript tests that import it.
export interface ReleaseManifest {
  name: string;
  version: string;
  private: true;
  description?: string;
  type?: string;
  engines?: Record<string, string>;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
}

export function releaseManifest(manifest: Record<string, unknown>): ReleaseManifest;

export function releaseLock(
  lock: Record<string, unknown>,
  release: ReleaseManifest,
): { packages: Record<string, Record<string, unknown>> } & Record<string, unknown>;

export function writeReleasePackage(dir?: string): void;
