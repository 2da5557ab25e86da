import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditQuerySchema, describeAuditChange } from './audit';

describe('describeAuditChange', () => {
  it('names a create or delete by the record type and label', () => {
    const base = { recordType: 'sponsorships', label: 'Acme', changes: {} };
    expect(describeAuditChange({ ...base, action: 'create' })).toBe('Created sponsorship "Acme"');
    expect(describeAuditChange({ ...base, action: 'delete' })).toBe('Deleted sponsorship "Acme"');
    expect(describeAuditChange({ ...base, recordType: 'cfp_submissions', action: 'create' })).toBe(
      'Created CFP submission "Acme"',
    );
    expect(
      describeAuditChange({ ...base, recordType: 'api_tokens', label: null, action: 'delete' }),
    ).toBe('Deleted API token');
  });

  it('writes one clause per changed field; empty is none, lists are joined, long text is summarised', () => {
    expect(
      describeAuditChange({
        action: 'update',
        recordType: 'events',
        label: 'FOSDEM',
        changes: {
          amount: { from: 5000, to: 7500 },
          cfpDeadline: { from: '2026-01-15', to: null },
          goal: { from: ['attending'], to: ['speaking', 'attending'] },
          notes: { from: 'a', to: 'b' },
          realmRoles: { from: ['user'], to: [] },
        },
      }),
    ).toBe(
      'Changed amount from 5000 to 7500; changed CFP deadline from 2026-01-15 to none; ' +
        'changed goals from attending to speaking, attending; updated notes; ' +
        'changed roles from user to none',
    );
  });

  it('says a review was requested, an account disabled or enabled, and leaves out decision times', () => {
    const review = { recordType: 'workflow_reviewers', label: null, changes: {} };
    expect(describeAuditChange({ ...review, action: 'create' })).toBe('Requested a review');
    expect(
      describeAuditChange({
        ...review,
        action: 'update',
        changes: {
          status: { from: 'pending', to: 'approved' },
          reviewedAt: { from: null, to: '2026-03-01T10:00:00+00:00' },
        },
      }),
    ).toBe('Changed status from pending to approved');
    const account = { action: 'update' as const, recordType: 'users', label: 'Grace' };
    expect(
      describeAuditChange({
        ...account,
        changes: { disabledAt: { from: null, to: '2026-03-01T10:00:00+00:00' } },
      }),
    ).toBe('Disabled the account');
    expect(
      describeAuditChange({
        ...account,
        changes: { disabledAt: { from: '2026-03-01T10:00:00+00:00', to: null } },
      }),
    ).toBe('Enabled the account');
  });

  it('labels fields it has no name for by splitting their capitals', () => {
    expect(auditFieldLabel('contactEmail')).toBe('contact email');
    expect(auditFieldLabel('someNewField')).toBe('some new field');
  });
});

describe('auditQuerySchema', () => {
  it('defaults the page and refuses a range that ends before it starts', () => {
    expect(auditQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
    const result = auditQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'From must be on or before to',
    });
  });
});
