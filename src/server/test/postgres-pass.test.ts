import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './compiled';
import { POSTGRES_PASS, POSTGRES_PASS_NAMED } from './postgres-pass';

const serverTests = readdirSync(path.join(ROOT, 'src/server'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `src/server/${file}`);

/** A file that has tests only PostgreSQL runs, or needs a server database of its own. */
const NEEDS_A_SERVER = /databaseKind === 'postgres'|createEmptyPostgresDatabase|TEST_DATABASE_URL/;

describe('the PostgreSQL pass', () => {
  it('lists only test files that exist', () => {
    const missing = Object.keys(POSTGRES_PASS).filter((file) => !existsSync(path.join(ROOT, file)));
    expect(missing).toEqual([]);
  });

  it('names the contract and fuzz tests, and they exist', () => {
    const named = serverTests.filter((file) =>
      POSTGRES_PASS_NAMED.some((pattern) => path.matchesGlob(file, pattern)),
    );
    expect(named).toEqual(
      expect.arrayContaining([
        'src/server/spec-api.contract.test.ts',
        'src/server/features/events/events.fuzz.test.ts',
        'src/server/plugins/bad-input.fuzz.test.ts',
      ]),
    );
  });

  it('lists every file with tests that only PostgreSQL runs', () => {
    const unlisted = serverTests.filter(
      (file) =>
        !(file in POSTGRES_PASS) &&
        !POSTGRES_PASS_NAMED.some((pattern) => path.matchesGlob(file, pattern)) &&
        file !== 'src/server/test/postgres-pass.test.ts' &&
        NEEDS_A_SERVER.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(unlisted).toEqual([]);
  });
});
