import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { parseMailFrom } from './mail-settings';

describe('SMTP_URL and MAIL_FROM', () => {
  it('leave email off when SMTP_URL is unset, with a sender at the public host', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://events.example.org' });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'OSPO Events <notifications@events.example.org>',
    });
    expect(loadConfig({}).mail.from).toBe('OSPO Events <notifications@localhost.localdomain>');
  });

  it('take an smtp:// or smtps:// URL and a sender with or without a name', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:s3cret@mail.example.org:465',
      MAIL_FROM: 'OSPO Team <ospo@example.org>',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:s3cret@mail.example.org:465',
      from: 'OSPO Team <ospo@example.org>',
    });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).mail.smtpUrl).toBe(
      'smtp://127.0.0.1:2525',
    );
    expect(parseMailFrom('"OSPO, Team" <ospo@example.org>')).toEqual({
      name: 'OSPO, Team',
      address: 'ospo@example.org',
    });
    expect(parseMailFrom('ospo@example.org')).toEqual({ name: '', address: 'ospo@example.org' });
  });

  it('stop start-up naming the variable when either is not what it must be', () => {
    for (const value of ['mail.example.org', 'http://mail.example.org', 'smtp://', 'not a url']) {
      expect(() => loadConfig({ SMTP_URL: value })).toThrow(
        /SMTP_URL: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
      );
    }
    for (const value of ['ospo', 'OSPO <ospo>', 'a@b@c']) {
      expect(() => loadConfig({ MAIL_FROM: value })).toThrow(/MAIL_FROM: MAIL_FROM must be/);
    }
  });
});
