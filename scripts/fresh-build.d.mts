// Types of fresh-build.mjs for the TypeScript code that imports it.
export function ensureFreshBuild(names: ('web' | 'server')[]): Promise<boolean>;
