// The server's production build: esbuild bundles src/server/main.ts and every src/server/cli/*.ts
// into plain JavaScript; npm packages stay imports (but one, see INLINED_PACKAGES), and each must
// be a production dependency.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { root } from './lib.mjs';
import { writeReleasePackage } from './release-package.mjs';

const serverDir = path.join(root, 'src/server');

/** main plus one entry per src/server/cli/<name>.ts, keyed by output name (cli/<name>). */
function entryPoints() {
  const entries = { main: path.join(serverDir, 'main.ts') };
  const cliDir = path.join(serverDir, 'cli');
  if (!existsSync(cliDir)) return entries;
  for (const file of readdirSync(cliDir)) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
      entries[`cli/${file.slice(0, -3)}`] = path.join(cliDir, file);
    }
  }
  return entries;
}

/** Outputs of cli/*.ts files that another file imports: helpers of the commands, not commands. */
function siblingHelpers(metafile) {
  const imported = new Set(
    Object.values(metafile.inputs).flatMap((input) => input.imports.map((entry) => entry.path)),
  );
  return new Set(
    Object.entries(metafile.outputs)
      .filter(
        ([, output]) => output.entryPoint?.includes('/cli/') && imported.has(output.entryPoint),
      )
      .map(([file]) => path.join(root, file)),
  );
}

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Bundled into the server rather than imported at run time: Node reads drizzle-orm's 179 KB
 * package.json again for each of the ~110 modules it loads, ~0.5 s of every start (see
 * docs/PERFORMANCE.md). Still a production dependency: tests and `npm run dev` import it.
 */
const INLINED_PACKAGES = new Set(['drizzle-orm']);

/** Files the server reads at run time through serverFile(): copied beside the compiled code. */
const SHIPPED_FOLDERS = ['db/migrations', 'features/discovery/snapshot'];

/** tsconfig.json's path aliases ('@shared/' …): the project's own code, never packages. */
const pathAliases = Object.keys(
  JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')).compilerOptions.paths ?? {},
).map((alias) => alias.replace(/\*$/, ''));

/** Leaves every npm package an import, except INLINED_PACKAGES; path aliases resolve as usual. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      INLINED_PACKAGES.has(packageName(specifier)) ||
      pathAliases.some((alias) => specifier.startsWith(alias))
        ? undefined
        : { path: specifier, external: true },
    );
  },
};

/** Every package the bundle imports or inlines that package.json "dependencies" lacks, as "pkg (file)". */
export function undeclaredPackages(metafile, dependencies) {
  const builtins = new Set(builtinModules);
  const found = new Set();
  const check = (name, file) => {
    if (!(name in dependencies)) found.add(`${name} (used by ${file})`);
  };
  for (const [file, input] of Object.entries(metafile.inputs)) {
    const inlined = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
    if (inlined) check(inlined[1], file);
    for (const { path: specifier, external } of input.imports) {
      if (external && !specifier.startsWith('node:') && !builtins.has(specifier)) {
        check(packageName(specifier), file);
      }
    }
  }
  return [...found].sort();
}

/**
 * Compiles the server into outDir (dist/server by default) with the files it reads (SHIPPED_FOLDERS) beside it.
 * Throws, leaving the previous build in place, when the bundle imports a package that a
 * production install (npm ci --omit=dev) would not have.
 */
export async function buildServer({ outDir = path.join(root, 'dist/server') } = {}) {
  const esbuild = await import('esbuild');
  const staging = `${outDir}.tmp-${process.pid}`;
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: entryPoints(),
    outdir: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    // main.ts loads the app with import() after switching on V8's compile cache: keep it a chunk.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [externalPackages],
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const undeclared = undeclaredPackages(result.metafile, dependencies);
  if (undeclared.length > 0) {
    throw new Error(
      'The server imports packages that are not in package.json "dependencies", so a production ' +
        `install (npm ci --omit=dev) would lack them:\n  ${undeclared.join('\n  ')}\n` +
        'Move them to "dependencies" (or stop importing them).',
    );
  }
  const helpers = siblingHelpers(result.metafile);
  rmSync(staging, { recursive: true, force: true });
  for (const file of result.outputFiles) {
    if (helpers.has(file.path.replace(/\.map$/, ''))) continue;
    await mkdir(path.dirname(file.path), { recursive: true });
    await writeFile(file.path, file.contents);
  }
  for (const folder of SHIPPED_FOLDERS) {
    cpSync(path.join(serverDir, folder), path.join(staging, folder), { recursive: true });
  }
  // Swapped in whole, so a server starting meanwhile never sees half a build.
  rmSync(outDir, { recursive: true, force: true });
  renameSync(staging, outDir);
}

/**
 * A release in `dir` for tests and benchmarks: package.json, package-lock.json, the compiled
 * server in server/ and node_modules (a link to this checkout's); no web build.
 */
export async function buildServerTree(dir) {
  await buildServer({ outDir: path.join(dir, 'server') });
  await finishServerTree(dir);
}

/** The same release from the existing build in dist/server (the tests': built once per run). */
export async function copyServerTree(dir) {
  cpSync(path.join(root, 'dist/server'), path.join(dir, 'server'), { recursive: true });
  await finishServerTree(dir);
}

async function finishServerTree(dir) {
  writeReleasePackage(dir);
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
}
