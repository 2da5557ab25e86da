import { describe, expect, it } from 'vitest';
import { workflowStatusFor } from './workflow-status';

describe('workflow status from reviewer decisions', () => {
  it.each([
    [['pending'], 'pending'],
    [['approved'], 'approved'],
    [['rejected'], 'rejected'],
    [['changes_requested'], 'changes_requested'],
    [['approved', 'pending'], 'pending'],
    [['approved', 'approved', 'approved'], 'approved'],
    [['approved', 'changes_requested'], 'changes_requested'],
    [['changes_requested', 'rejected'], 'rejected'],
    [['approved', 'rejected', 'pending'], 'rejected'],
    [['pending', 'changes_requested'], 'changes_requested'],
    [[], 'pending'],
  ])('%j → %s', (decisions, status) => {
    expect(workflowStatusFor(decisions)).toBe(status);
  });
});
