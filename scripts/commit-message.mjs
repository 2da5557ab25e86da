// The commit message rule: a subject of at most 72 characters, then a blank line before any body.
// `.githooks/commit-msg` runs this on every commit once `npm install` has pointed git at
// .githooks (the `prepare` script); `node scripts/commit-message.mjs FILE` checks one message.
import { readFileSync } from 'node:fs';

export const SUBJECT_LIMIT = 72;

/** What is wrong with a commit message, or [] when nothing is. Comment lines do not count. */
export function commitMessageProblems(message) {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  const subject = lines[0]?.trim() ?? '';
  const problems = [];
  if (!subject) problems.push('The subject line is empty.');
  if (subject.length > SUBJECT_LIMIT)
    problems.push(
      `The subject has ${subject.length} characters; keep it to ${SUBJECT_LIMIT} and put the detail in the body.`,
    );
  if (lines.length > 1 && lines[1].trim() !== '')
    problems.push('Leave a blank line between the subject and the body.');
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = commitMessageProblems(readFileSync(process.argv[2], 'utf8'));
  for (const problem of problems) console.error(`commit message: ${problem}`);
  process.exit(problems.length ? 1 : 0);
}
