// `npm test`'s first step: a clone with nothing beside it must work and explain itself, so no file
// may read a path outside the repository or send the reader to documents the repository lacks.
// Usage: node scripts/check-self-contained.mjs [root]   (exit 1 and `file:line: text` per offence)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Section references to, or names of, the design documents that live outside the repository. */
const CITATION = /\b(?:SPEC|DESIGN) ?§|\b(?:SPEC|DESIGN|STYLE)\.md\b/;

/** A relative path that climbs out of its folder, not the tail of a longer path or URL. */
const CLIMBING_PATH = /(?<![\w@./\\-])((?:\.\/)?(?:\.\.\/)+[\w@.-]+(?:\/[\w@.-]+)*)/g;

/** Code that reads a path from the working directory or the repository root, or opens it. */
const LOCATION_USE =
  /process\.cwd\(\)|\broot\b|\b(?:resolve|join|readFile\w*|readdir\w*|createReadStream|existsSync|statSync|setInputFiles|require)\(|\bfrom\s*['"]|\bimport\s*\(|new URL\(/;
const COMMENT_BEFORE = /(?:^|[^:])\/\/|^\s*(?:\*|\/\*|#|<!--)/;

/** Suffixes tried when a path names a module the way imports do (no extension, a folder, `.js`). */
const MODULE_SUFFIXES = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'].flatMap(
  (suffix) => [suffix, `/index${suffix || '.ts'}`],
);

/** Folders and files never checked when the tree is walked (no git): the .gitignore entries. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules', 'dist', 'data', 'coverage', '.tmp']);
const SKIPPED_DIR_PATTERNS = [/^\.data-/, /^test-results$/, /^playwright-report$/];
const SKIPPED_FILES = [/\.log$/, /^\.env(\..*)?$/];

const MAX_TEXT_BYTES = 5 * 1024 * 1024;

const isInside = (root, target) => {
  const relative = path.relative(root, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

function existsAsModule(target) {
  const candidates = MODULE_SUFFIXES.map((suffix) => target + suffix);
  if (target.endsWith('.js'))
    candidates.push(`${target.slice(0, -3)}.ts`, `${target.slice(0, -3)}.tsx`);
  return candidates.some((candidate) => existsSync(candidate));
}

/**
 * Why one climbing path breaks a lone clone, or null. Leaving the repository from the file's own
 * folder always does. A path read from the working directory or the repository root
 * (`path.resolve(process.cwd(), …)`, a shell script, prose a reader follows from the root) leaves
 * it too, unless it names something inside the repository from the file's folder.
 */
export function climbingPathProblem(root, file, relativePath, readFromRoot) {
  const target = path.resolve(root, path.dirname(file), relativePath);
  if (!isInside(root, target)) return 'leaves the repository';
  if (readFromRoot && !existsAsModule(target)) return 'is read from outside the repository';
  return null;
}

const isMarkdown = (file) => /\.mdx?$/i.test(file);
const isShell = (file, text) =>
  /\.(?:sh|bash)$/.test(file) || (!path.extname(file) && /^#!.*\b(?:ba)?sh\b/.test(text));

/** The offences in one file's text: citations of outside documents and paths that leave. */
export function findOffences(root, file, text) {
  const offences = [];
  const markdown = isMarkdown(file);
  const shell = isShell(file, text);
  let inFence = false;
  text.split(/\r?\n/).forEach((line, index) => {
    const report = (reason) => offences.push({ file, line: index + 1, text: line.trim(), reason });
    if (CITATION.test(line)) report('cites a document outside the repository');
    if (markdown && /^\s*(?:```|~~~)/.test(line)) inFence = !inFence;
    for (const match of line.matchAll(CLIMBING_PATH)) {
      // A fenced example in a document is relative to the file it shows, not to the document.
      const readFromRoot = markdown
        ? !inFence
        : shell || LOCATION_USE.test(line) || COMMENT_BEFORE.test(line.slice(0, match.index));
      const relativePath = match[1].replace(/\.+$/, '');
      const problem = climbingPathProblem(root, file, relativePath, readFromRoot);
      if (problem) report(`${relativePath} ${problem}`);
    }
  });
  return offences;
}

function walk(root, folder = '') {
  const files = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      const skipped =
        SKIPPED_DIRS.has(entry.name) || SKIPPED_DIR_PATTERNS.some((re) => re.test(entry.name));
      if (!skipped) files.push(...walk(root, relative));
    } else if (entry.isFile() && !SKIPPED_FILES.some((re) => re.test(entry.name))) {
      files.push(relative);
    }
  }
  return files;
}

/** Git's tracked and new (not ignored) files; a walk of the tree where there is no git checkout. */
export function listFiles(root) {
  if (!existsSync(path.join(root, '.git'))) return walk(root).sort();
  const output = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const files = output.split('\0').filter(Boolean);
  return [...new Set(files)].filter((file) => existsSync(path.join(root, file))).sort();
}

function readText(root, file) {
  const full = path.join(root, file);
  const stats = statSync(full);
  if (!stats.isFile() || stats.size > MAX_TEXT_BYTES) return null;
  const bytes = readFileSync(full);
  return bytes.includes(0) ? null : bytes.toString('utf8');
}

/** Every offence in the repository at `root`, in file and line order. */
export function checkTree(root) {
  const offences = [];
  const files = listFiles(root);
  for (const file of files) {
    const text = readText(root, file);
    if (text !== null) offences.push(...findOffences(root, file, text));
  }
  return { files: files.length, offences };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
  const { files, offences } = checkTree(root);
  for (const { file, line, text } of offences)
    console.log(`${file}:${line}: ${text.slice(0, 200)}`);
  if (offences.length) {
    console.error(
      `${offences.length} reference(s) outside the repository: state the rule in a few words or ` +
        'point into docs/, and keep test data inside the repository.',
    );
    process.exit(1);
  }
  console.log(`${files} files: nothing refers outside the repository.`);
}
