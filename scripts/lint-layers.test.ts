// The layer rules of eslint.config.js, and the query-key rule of the web, tried on scratch files:
// an import against them, or a query key written by hand, fails lint.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** The messages of `ruleId` for `code` as if it were the file at `filePath`. */
async function ruleErrors(ruleId: string, filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}

// Built from parts so that this file passes the self-contained check, which reads every '../'.
const UP = '../';
/** A scratch module that imports `name` from `from` and uses it. */
const importing = (name: string, from: string) =>
  `import { ${name} } from '${from}';\nexport const used = ${name};\n`;

const layerErrors = (filePath: string, code: string) =>
  ruleErrors('import-x/no-restricted-paths', filePath, code);
const keyErrors = (filePath: string, code: string) =>
  ruleErrors('no-restricted-syntax', filePath, code);

describe('server layers', () => {
  it.each([
    [
      'lib imports a plugin',
      'src/server/lib/scratch.ts',
      importing('useApiToken', `${UP}plugins/auth/api-token-use`),
      'lib sits below plugins and features',
    ],
    [
      'lib imports a feature',
      'src/server/lib/scratch.ts',
      importing('listWorkflows', `${UP}features/approval-workflows/public`),
      'lib sits below plugins and features',
    ],
    [
      'a plugin imports a feature',
      'src/server/plugins/scratch.ts',
      importing('readPreferences', `${UP}features/users/public`),
      'Plugins sit below features',
    ],
    [
      'a feature imports another past its public.ts',
      'src/server/features/exports/scratch.ts',
      importing('listWorkflows', `${UP}approval-workflows/approval-workflows.service`),
      "only through the other feature's public.ts",
    ],
  ])('%s: lint fails', async (_case, filePath, code, message) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it('a feature may import another feature’s public.ts, and a test may cross layers', async () => {
    expect(
      await layerErrors(
        'src/server/features/exports/scratch.ts',
        importing('listWorkflows', `${UP}approval-workflows/public`),
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'src/server/lib/scratch.test.ts',
        importing('attendeeRecords', `${UP}features/attendees/attendees.service`),
      ),
    ).toEqual([]);
  });
});

describe('web layers', () => {
  it('lib imports a component: lint fails', async () => {
    const errors = await layerErrors(
      'src/web/lib/scratch.ts',
      "import { VersionConflictDialog } from '@web/components/records/version-conflict';\nexport const dialog = VersionConflictDialog;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('lib sits below components');
  });

  it('a component may import lib', async () => {
    expect(
      await layerErrors(
        'src/web/components/records/scratch.ts',
        "import { isVersionConflict } from '@web/lib/version-conflict';\nexport const is = isVersionConflict;\n",
      ),
    ).toEqual([]);
  });
});

describe('query keys come from the factory', () => {
  it.each([
    ['a key starting with an API path', "export const key = ['/api/events', 4];\n"],
    ['a prefix to invalidate', "export const keys = [['/api/dashboard']];\n"],
    ['a key built from a template', 'export const key = (id: number) => [`/api/events/${id}`];\n'],
    [
      'a queryKey array of other words',
      "export const options = { queryKey: ['csv-import-preview', 1] };\n",
    ],
  ])('%s: lint fails', async (_case, code) => {
    const errors = await keyErrors('src/web/features/events/api/scratch.ts', code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('src/web/lib/query-keys.ts');
  });

  it('the factory itself, a factory key and a test may', async () => {
    expect(
      await keyErrors('src/web/lib/query-keys.ts', "export const key = ['/api/events', 4];\n"),
    ).toEqual([]);
    expect(
      await keyErrors(
        'src/web/features/events/api/scratch.ts',
        "import { queryKeys } from '@web/lib/query-keys';\nexport const options = { queryKey: queryKeys.events.one(4) };\n",
      ),
    ).toEqual([]);
    expect(
      await keyErrors(
        'src/web/features/events/api/scratch.test.ts',
        "export const key = ['/api/events', 4];\n",
      ),
    ).toEqual([]);
  });
});
