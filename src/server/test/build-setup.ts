import { ensureFreshBuild } from '../../../scripts/fresh-build.mjs';

const shared = globalThis as { serverBuild?: Promise<boolean> };

/**
 * Builds dist/server when its sources changed (as `npm start` does), before any test spawns it.
 * `npm test` builds first, so this finds it fresh; `npx vitest run` alone still gets a correct one.
 * Once per run: both API projects list this setup and load it as modules of their own.
 */
export default async function setup() {
  shared.serverBuild ??= ensureFreshBuild(['server']);
  if (!(await shared.serverBuild)) throw new Error('The server build failed (output above).');
}
