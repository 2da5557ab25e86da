import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

const KEY = 'x'.repeat(43);

describe('SecretBox', () => {
  it('opens what it sealed, with a new nonce each time', () => {
    const box = new SecretBox(KEY, 'webhook-secrets');
    const first = box.seal('whsec_abc');
    expect(first).not.toContain('abc');
    expect(box.seal('whsec_abc')).not.toBe(first);
    expect(box.open(first)).toBe('whsec_abc');
  });

  it('refuses a value sealed with another key or purpose, or altered', () => {
    const sealed = new SecretBox(KEY, 'webhook-secrets').seal('whsec_abc');
    expect(() => new SecretBox('y'.repeat(43), 'webhook-secrets').open(sealed)).toThrow();
    expect(() => new SecretBox(KEY, 'other').open(sealed)).toThrow();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => new SecretBox(KEY, 'webhook-secrets').open(altered)).toThrow();
    expect(() => new SecretBox(KEY, 'webhook-secrets').open('plain')).toThrow(
      'Not a sealed secret',
    );
  });
});
