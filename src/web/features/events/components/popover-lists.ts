import type { Event } from '@shared/schemas/event';

export type StatusKind = 'accepted' | 'rejected' | 'other';

export type SubmissionLine = {
  id: number;
  speaker: string;
  title: string;
  status: string;
  kind: StatusKind;
};

/** The CFP popover's lines: every submission with its speaker and an icon kind by status. */
export function submissionLines(speakers: Event['speakers']): SubmissionLine[] {
  return speakers.flatMap((speaker) =>
    speaker.submissions.map((submission) => ({
      id: submission.id,
      speaker: speaker.name,
      title: submission.title,
      status: submission.status,
      kind: statusKind(submission.status),
    })),
  );
}

/** accepted, rejected, or anything else. */
export function statusKind(status: string): StatusKind {
  if (status === 'accepted') return 'accepted';
  if (status === 'rejected') return 'rejected';
  return 'other';
}

/** First letter of a name for the attendee popover ('?' when empty). */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
