import { describe, expect, it } from 'vitest';
import { roleLabel, SCREEN_ROLES } from './stakeholder-roles';

describe('stakeholder roles', () => {
  it('offers the seven screen roles with title-cased labels', () => {
    expect(SCREEN_ROLES.map(roleLabel)).toEqual([
      'Primary Contact',
      'Decision Maker',
      'Technical Reviewer',
      'Budget Approver',
      'Legal Reviewer',
      'Marketing Contact',
      'Logistics Coordinator',
    ]);
    expect(roleLabel('executive')).toBe('Executive');
  });
});
