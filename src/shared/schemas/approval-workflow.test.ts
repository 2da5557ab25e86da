import { describe, expect, it } from 'vitest';
import {
  MISSING_WORKFLOW_FIELDS,
  workflowCommentCreateSchema,
  workflowCreateSchema,
  workflowDecisionSchema,
  workflowListQuerySchema,
  workflowUpdateSchema,
} from './approval-workflow';

const valid = { title: 'Travel to FOSDEM', itemType: 'event', itemId: 4, reviewerIds: [2] };

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('workflow create schema', () => {
  it('fills the defaults: medium priority, empty optional fields and lists', () => {
    expect(workflowCreateSchema.parse(valid)).toEqual({
      ...valid,
      description: null,
      priority: 'medium',
      dueDate: null,
      estimatedCosts: null,
      stakeholderIds: [],
      metadata: {},
    });
  });

  it.each([
    ['nothing at all', {}],
    ['blank values', { title: '  ', itemType: '', itemId: null, reviewerIds: [] }],
    ['an item id of 0 (no event chosen)', { title: '', itemType: undefined, itemId: 0 }],
  ])('answers the one missing-information message for %s', (_case, body) => {
    expect(messagesOf(workflowCreateSchema.safeParse(body))).toEqual({
      title: MISSING_WORKFLOW_FIELDS,
      itemType: MISSING_WORKFLOW_FIELDS,
      itemId: MISSING_WORKFLOW_FIELDS,
      reviewerIds: MISSING_WORKFLOW_FIELDS,
    });
  });

  it('takes ids as numbers or numeric strings and a single reviewer as a list, without duplicates', () => {
    const parsed = workflowCreateSchema.parse({ ...valid, itemId: '4', reviewerIds: 2 });
    expect(parsed).toMatchObject({ itemId: 4, reviewerIds: [2] });
    expect(workflowCreateSchema.parse({ ...valid, reviewerIds: [2, '3', 2] }).reviewerIds).toEqual([
      2, 3,
    ]);
  });

  it('sends empty due date and costs as null', () => {
    expect(
      workflowCreateSchema.parse({ ...valid, dueDate: '', estimatedCosts: ' ' }),
    ).toMatchObject({
      dueDate: null,
      estimatedCosts: null,
    });
  });

  it('ignores a requesterId in the body', () => {
    expect(workflowCreateSchema.parse({ ...valid, requesterId: 1 })).not.toHaveProperty(
      'requesterId',
    );
  });

  it('uses the shared human messages for wrong values', () => {
    const messages = messagesOf(
      workflowCreateSchema.safeParse({
        ...valid,
        itemType: 'holiday',
        itemId: 'abc',
        priority: 'urgent',
        dueDate: '2026-02-30',
        reviewerIds: ['x'],
        metadata: 'text',
      }),
    );
    expect(messages).toEqual({
      itemType: expect.stringContaining('Must be one of: '),
      itemId: 'Id must be a number',
      'reviewerIds.0': 'Id must be a number',
      priority: expect.stringContaining('Must be one of: '),
      dueDate: 'Date must be a real date written YYYY-MM-DD',
      metadata: 'Must be an object',
    });
  });

  it('refuses the NUL character, which PostgreSQL cannot store', () => {
    const nul = 'a\u0000b';
    for (const body of [
      { ...valid, title: nul },
      { ...valid, description: nul },
      { ...valid, estimatedCosts: nul },
      { ...valid, metadata: { note: [nul] } },
      { ...valid, metadata: { [nul]: 1 } },
    ]) {
      expect(workflowCreateSchema.safeParse(body).success).toBe(false);
    }
    expect(workflowCommentCreateSchema.safeParse({ comment: nul }).success).toBe(false);
  });
});

describe('workflow update schema', () => {
  it('makes every field optional and leaves absent fields out', () => {
    expect(workflowUpdateSchema.parse({})).toEqual({});
    expect(workflowUpdateSchema.parse({ dueDate: null, description: '' })).toEqual({
      dueDate: null,
      description: null,
    });
  });

  it('still needs at least one reviewer when the set is replaced', () => {
    expect(messagesOf(workflowUpdateSchema.safeParse({ reviewerIds: [] }))).toEqual({
      reviewerIds: MISSING_WORKFLOW_FIELDS,
    });
  });
});

describe('workflow list, decision and comment schemas', () => {
  it('filters by the known statuses only', () => {
    expect(workflowListQuerySchema.parse({ status: 'changes_requested' })).toEqual({
      status: 'changes_requested',
      limit: 25,
      offset: 0,
    });
    expect(workflowListQuerySchema.safeParse({ status: 'done' }).success).toBe(false);
  });

  it('knows the three decisions and an optional comment', () => {
    expect(workflowDecisionSchema.parse({ decision: 'approved' })).toEqual({
      decision: 'approved',
      comment: null,
    });
    expect(workflowDecisionSchema.safeParse({ decision: 'pending' }).success).toBe(false);
  });

  it('refuses an empty or overlong comment', () => {
    expect(workflowCommentCreateSchema.safeParse({ comment: '   ' }).success).toBe(false);
    expect(workflowCommentCreateSchema.safeParse({ comment: 'x'.repeat(5001) }).success).toBe(
      false,
    );
  });
});
