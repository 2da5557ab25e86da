import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTree, findOffences, listFiles } from './check-self-contained.mjs';

// Paths and citations are built from parts so that this file passes the check itself.
const UP = '../';
const CITATION = ['SPEC', '§3'].join(' ');
const SCRIPT = fileURLToPath(new URL('./check-self-contained.mjs', import.meta.url));

const trees = [];
afterAll(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** A repository in a fresh folder of its own, one level down so that its parent is empty. */
function tree(files) {
  const root = path.join(mkdtempSync(path.join(os.tmpdir(), 'self-contained-')), 'repo');
  trees.push(path.dirname(root));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const reasons = (root, file, text) => findOffences(root, file, text).map((found) => found.reason);

describe('findOffences', () => {
  const root = tree({ 'src/shared/domain.ts': 'export const A = 1;\n', 'docs/a.md': '# A\n' });

  it('flags a test fixture read from beside the repository', () => {
    const text = `const file = path.resolve(process.cwd(), '${UP}shared/data/x.csv');\nreadFileSync(file);\n`;
    expect(findOffences(root, 'src/shared/csv/parse.test.ts', text)).toEqual([
      {
        file: 'src/shared/csv/parse.test.ts',
        line: 1,
        text: text.split('\n')[0],
        reason: `${UP}shared/data/x.csv is read from outside the repository`,
      },
    ]);
  });

  it('flags a comment citing a section of a design document the repository lacks', () => {
    expect(
      reasons(root, 'src/shared/domain.ts', `/** ${CITATION}: ids are integers. */\n`),
    ).toEqual(['cites a document outside the repository']);
    expect(reasons(root, 'README.md', `See ${['DESIGN', 'md'].join('.')} beside it.\n`)).toEqual([
      'cites a document outside the repository',
    ]);
  });

  it('passes imports and links that stay in the repository, with module extensions resolved', () => {
    const code = `import { A } from '${UP}${UP}shared/domain';\nimport('${UP}${UP}shared/domain.js');\n`;
    expect(reasons(root, 'src/web/lib/a.ts', code)).toEqual([]);
    expect(reasons(root, 'docs/decisions/001.md', `[A](${UP}a.md#top).\n`)).toEqual([]);
  });

  it('flags any path that leaves the repository from its own folder', () => {
    expect(reasons(root, 'src/a.ts', `const x = '${UP}${UP}${UP}outside.txt';\n`)).toEqual([
      `${UP}${UP}${UP}outside.txt leaves the repository`,
    ]);
  });

  it('flags a path a shell script or a document follows from the root', () => {
    const script = `#!/usr/bin/env bash\n${UP}shared/tools/ensure-node\n`;
    expect(reasons(root, '.ci/run', script)).toEqual([
      `${UP}shared/tools/ensure-node is read from outside the repository`,
    ]);
    expect(reasons(root, 'docs/a.md', `Data in \`${UP}shared/data\`.\n`)).toHaveLength(1);
  });

  it('lets through a hostile file name a test sends, and a fenced example of another file', () => {
    const test = `await upload({ name: '${UP}${UP}etc/passwd.png' });\n`;
    expect(reasons(root, 'src/server/features/assets/upload.test.ts', test)).toEqual([]);
    const example = `\`\`\`ts\nimport type { A } from '${UP}lib/types';\n\`\`\`\n`;
    expect(reasons(root, 'bench/README.md', example)).toEqual([]);
  });
});

describe('the check as a command', () => {
  it('prints file:line: text for each offence and exits 1', () => {
    const root = tree({
      'src/a.ts': `// ${CITATION}\nexport const a = 1;\n`,
      'e2e/b.spec.ts': `const f = path.resolve(process.cwd(), '${UP}shared/x.csv');\n`,
      'node_modules/c/index.js': `// ${CITATION}\n`,
      'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x2e, 0x2e, 0x2f, 0x78]).toString(),
    });
    const result = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stdout.trim().split('\n')).toEqual([
      `e2e/b.spec.ts:1: const f = path.resolve(process.cwd(), '${UP}shared/x.csv');`,
      `src/a.ts:1: // ${CITATION}`,
    ]);
    expect(result.stderr).toContain('2 reference(s) outside the repository');
  });

  it('exits 0 on a tree that stands on its own', () => {
    const root = tree({ 'src/a.ts': 'export const a = 1;\n', 'README.md': '# Fine\n' });
    const result = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('2 files: nothing refers outside the repository.');
  });
});

describe('listFiles', () => {
  it("reads git's tracked and new files, leaving out ignored ones", () => {
    const root = tree({ '.gitignore': 'out/\n', 'a.ts': '', 'out/b.ts': '', 'c.ts': '' });
    const git = (...args) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
    git('init', '-q');
    git('add', 'a.ts', '.gitignore');
    expect(listFiles(root)).toEqual(['.gitignore', 'a.ts', 'c.ts']);
  });

  it('walks the tree when there is no git checkout, skipping what .gitignore lists', () => {
    const root = tree({ 'a.ts': '', 'dist/b.js': '', 'data/pgdata/c': '', 'e2e/d.ts': '' });
    expect(listFiles(root)).toEqual(['a.ts', 'e2e/d.ts']);
    expect(checkTree(root)).toEqual({ files: 2, offences: [] });
  });
});
