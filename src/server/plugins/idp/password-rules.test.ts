import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules';

const ada = { username: 'ada.lovelace', email: 'Ada@Example.org' };

describe('password rules of the built-in provider', () => {
  it('accepts a long, uncommon password', () => {
    expect(passwordProblem('analytical engine', ada)).toBeUndefined();
  });

  it.each([
    ['fewer than 10 characters', 'short pw!', 'at least 10 characters'],
    ['only spaces', ' '.repeat(12), 'only spaces'],
    ['the username in other case', 'ADA.LOVELACE', 'your username or email'],
    ['the email in other case', 'ada@example.ORG', 'your username or email'],
    ['a common password', 'Password123', 'too common'],
    ['a common password with spaces around', '  qwertyuiop ', 'too common'],
  ])('refuses %s', (_case, password, message) => {
    expect(passwordProblem(password, ada)).toContain(message);
  });
});
