import { describe, expect, it } from 'vitest';
import { FEEDBACK_SUBJECT, feedbackMailto } from './feedback';

function parse(href: string) {
  const url = new URL(href);
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body') ?? '',
  };
}

describe('feedbackMailto', () => {
  const base = {
    email: 'team@example.org',
    version: '1.2.3',
    environment: 'production',
    url: 'http://localhost/events?x=1',
    timestamp: new Date('2025-01-02T03:04:05Z'),
  };

  it('addresses the maintainers with the fixed subject and the context', () => {
    const { to, subject, body } = parse(feedbackMailto({ ...base, userEmail: 'ada@example.org' }));
    expect(to).toBe('team@example.org');
    expect(subject).toBe(FEEDBACK_SUBJECT);
    expect(body).toContain('[Please describe your feedback here]');
    expect(body).toContain('Version: 1.2.3');
    expect(body).toContain('Environment: production');
    expect(body).toContain('URL: http://localhost/events?x=1');
    expect(body).toContain('User: ada@example.org');
    expect(body).toContain('Timestamp: 2025-01-02T03:04:05.000Z');
  });

  it("names the user 'Anonymous' when signed out", () => {
    expect(parse(feedbackMailto(base)).body).toContain('User: Anonymous');
  });
});
