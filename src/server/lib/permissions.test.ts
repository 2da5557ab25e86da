import { describe, expect, it } from 'vitest';
import type { CurrentUser } from './identity';
import { can, ensure } from './permissions';

const user = (id: number, roles: string[] = ['user']): CurrentUser => ({
  id,
  sub: `s${id}`,
  username: `u${id}`,
  roles,
});

describe('permission table', () => {
  it('lets only admins administer the instance, reviewers not', () => {
    expect(can.administer(user(1, ['user', 'admin']))).toBe(true);
    expect(can.administer(user(1))).toBe(false);
    expect(can.administer(user(1, ['user', 'reviewer']))).toBe(false);
  });

  it('lets the creator or an admin delete, nobody else', () => {
    expect(can.deleteRecord(user(1), { createdById: 1 })).toBe(true);
    expect(can.deleteRecord(user(2), { createdById: 1 })).toBe(false);
    expect(can.deleteRecord(user(2, ['user', 'admin']), { createdById: 1 })).toBe(true);
    expect(can.deleteRecord(user(2), { createdById: null })).toBe(false);
  });

  it('lets a workflow’s requester or an admin edit it, nobody else', () => {
    expect(can.editWorkflow(user(1), { requesterId: 1 })).toBe(true);
    expect(can.editWorkflow(user(2), { requesterId: 1 })).toBe(false);
    expect(can.editWorkflow(user(2, ['user', 'admin']), { requesterId: 1 })).toBe(true);
    expect(can.editWorkflow(user(2), { requesterId: null })).toBe(false);
  });

  it('keeps profiles to their owner, admin included', () => {
    expect(can.editProfile(user(1), 1)).toBe(true);
    expect(can.editProfile(user(2, ['admin']), 1)).toBe(false);
  });

  it('lets only assigned reviewers decide', () => {
    expect(can.decideWorkflow(user(3), [3, 4])).toBe(true);
    expect(can.decideWorkflow(user(5, ['admin']), [3, 4])).toBe(false);
  });

  it('ensure throws a 403', () => {
    expect(() => ensure(false)).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(() => ensure(true)).not.toThrow();
  });
});
