// Docs that stay true: the lists in docs/ that name things in the tree are checked against it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REPORT_DEFINITIONS } from '../src/shared/report-definitions';

const root = new URL('..', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');
const folders = (dir: string) =>
  readdirSync(new URL(dir, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The comma-separated names after `lead` up to the next full stop. */
function namesAfter(text: string, lead: string): string[] {
  const start = text.indexOf(lead);
  expect(start, `"${lead}" in the text`).toBeGreaterThan(-1);
  const list = text.slice(start + lead.length, text.indexOf('.', start + lead.length));
  return list
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
}

describe('docs/ARCHITECTURE.md', () => {
  const text = read('docs/ARCHITECTURE.md').replace(/\s+/g, ' ');

  it('names every feature folder of the web and the server', () => {
    const both = namesAfter(text, 'On both sides: ');
    const serverOnly = namesAfter(text, 'Server only: ');
    expect(both).toEqual(folders('src/web/features'));
    expect([...both, ...serverOnly].sort()).toEqual(folders('src/server/features'));
  });
});

describe('docs/README.md', () => {
  it('lists every page of docs/', () => {
    const index = read('docs/README.md');
    const pages = readdirSync(new URL('docs', root)).filter((name) => name.endsWith('.md'));
    for (const page of pages.filter((name) => name !== 'README.md')) {
      expect(index, page).toContain(`(${page})`);
    }
  });
});

describe('docs/reports.md', () => {
  it('defines each figure as the report’s help text does', () => {
    const page = read('docs/reports.md');
    for (const [key, { label, help }] of Object.entries(REPORT_DEFINITIONS)) {
      expect(page, key).toContain(`| \`${key}\` | ${label} | ${help} |`);
    }
  });
});
