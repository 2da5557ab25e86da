import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commitMessageProblems } from './commit-message.mjs';

const HOOKS = fileURLToPath(new URL('../.githooks', import.meta.url));

describe('the commit message rule', () => {
  it('takes a short subject, alone or with a body after a blank line', () => {
    expect(commitMessageProblems('Add talks\n')).toEqual([]);
    expect(commitMessageProblems(`${'x'.repeat(72)}\n\nWhy it was done.\n`)).toEqual([]);
    expect(commitMessageProblems('Add talks\n# a comment git strips\n')).toEqual([]);
  });

  it('refuses a long subject, an empty one, or a body without a blank line', () => {
    expect(commitMessageProblems(`${'x'.repeat(73)}\n`)[0]).toContain('73 characters');
    expect(commitMessageProblems('\n\nbody\n')).toEqual(['The subject line is empty.']);
    expect(commitMessageProblems('Subject\nbody\n')).toEqual([
      'Leave a blank line between the subject and the body.',
    ]);
  });

  it('stops a real commit through the hook in .githooks', () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'commit-msg-'));
    try {
      const git = (...args) =>
        spawnSync('git', ['-C', repo, '-c', `core.hooksPath=${HOOKS}`, ...args], {
          encoding: 'utf8',
          env: {
            ...process.env,
            GIT_AUTHOR_NAME: 't',
            GIT_AUTHOR_EMAIL: 't@example.org',
            GIT_COMMITTER_NAME: 't',
            GIT_COMMITTER_EMAIL: 't@example.org',
          },
        });
      execFileSync('git', ['init', '-q', repo]);
      writeFileSync(path.join(repo, 'a.txt'), 'a');
      git('add', 'a.txt');
      const refused = git('commit', '-q', '-m', 'y'.repeat(80));
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toContain('keep it to 72');
      expect(git('commit', '-q', '-m', 'Short subject', '-m', 'The body.').status).toBe(0);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
