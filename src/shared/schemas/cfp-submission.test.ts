import { describe, expect, it } from 'vitest';
import {
  cfpSubmissionCreateSchema,
  cfpSubmissionListQuerySchema,
  cfpSubmissionUpdateSchema,
} from './cfp-submission';

const valid = { eventId: 2, title: 'Talk', abstract: 'About things', submitterName: 'Ada' };

describe('CFP submission schemas', () => {
  it('defaults the status to draft and leaves the date to the server', () => {
    expect(cfpSubmissionCreateSchema.parse(valid)).toEqual({
      ...valid,
      status: 'draft',
      notes: null,
      submissionDate: undefined,
    });
  });

  it('requires event, title, abstract and submitter name', () => {
    const result = cfpSubmissionCreateSchema.safeParse({ title: '', abstract: ' ' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'eventId',
      'title',
      'abstract',
      'submitterName',
    ]);
  });

  it('accepts only CFP statuses and real calendar dates', () => {
    expect(cfpSubmissionCreateSchema.safeParse({ ...valid, status: 'maybe' }).success).toBe(false);
    for (const status of ['draft', 'submitted', 'accepted', 'rejected', 'withdrawn']) {
      expect(cfpSubmissionCreateSchema.safeParse({ ...valid, status }).success).toBe(true);
    }
    const badDate = cfpSubmissionCreateSchema.safeParse({ ...valid, submissionDate: '2026-13-01' });
    expect(badDate.error?.issues[0]?.message).toBe('Date must be a real date written YYYY-MM-DD');
  });

  it('update accepts the status alone without filling any default', () => {
    expect(cfpSubmissionUpdateSchema.parse({ status: 'accepted' })).toEqual({ status: 'accepted' });
    expect(cfpSubmissionUpdateSchema.parse({})).toEqual({});
  });

  it('list query reads filters and sort', () => {
    expect(
      cfpSubmissionListQuerySchema.parse({ eventId: '5', status: 'accepted', sort: '-title' }),
    ).toEqual({ eventId: 5, status: 'accepted', sort: '-title', limit: 25, offset: 0 });
    expect(cfpSubmissionListQuerySchema.safeParse({ status: 'maybe' }).success).toBe(false);
  });
});
