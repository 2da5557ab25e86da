import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 10;

// About 49,000 passwords seen most often in breaches, lower case (zxcvbn-ts, MIT).
const commonPasswords = new Set(dictionary['passwords-common']);

/**
 * Why a new password of the built-in provider is refused, or undefined when it is acceptable.
 * Only new passwords are checked: existing ones keep working at sign-in until changed.
 */
export function passwordProblem(
  password: string,
  account: { username?: string; email?: string },
): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.trim() === '') return 'Password cannot be only spaces.';
  const lower = password.toLowerCase();
  const own = [account.username, account.email].map((value) => value?.trim().toLowerCase());
  if (own.includes(lower)) return 'Password cannot be your username or email.';
  if (commonPasswords.has(lower) || commonPasswords.has(lower.trim()))
    return 'That password is too common. Choose one that is harder to guess.';
  return undefined;
}
