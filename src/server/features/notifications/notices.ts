import type { NotificationKind } from '@shared/schemas/notifications';

/** A line of facts an email shows under its text ("CFP deadline: Tuesday 10 March 2026"). */
export interface Fact {
  label: string;
  value: string;
  /** An absolute URL (CFP page, event website) or a path in the app. */
  href?: string;
}

/** A titled list (the digest's CFPs closing soon, events added this week). */
export interface NoticeSection {
  heading: string;
  items: { text: string; href?: string }[];
}

/** What the notification centre and the email say; stored on the in-app entry. */
export interface NoticeContent {
  title: string;
  body: string;
  /** A path inside the app. */
  link: string;
  facts?: Fact[];
  sections?: NoticeSection[];
}

/** One notice owed to one person: what it is, about what, for whom, and its text. */
export interface Notice extends NoticeContent {
  kind: NotificationKind;
  subject: string;
  userId: number;
}

/** The event fields a reminder or status update shows. */
export interface EventFacts {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  location: string;
  link: string;
  cfpDeadline: string | null;
  cfpLink: string | null;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Tuesday 10 March 2026' for a calendar date (never shifted by time zone). */
export function formatDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

function eventDates(event: EventFacts): string {
  return event.startDate === event.endDate
    ? formatDay(event.startDate)
    : `${formatDay(event.startDate)} – ${formatDay(event.endDate)}`;
}

function eventFacts(event: EventFacts): Fact[] {
  const facts: Fact[] = [
    { label: 'Event', value: event.name, href: `/events/${event.id}` },
    { label: 'Dates', value: eventDates(event) },
    { label: 'Location', value: event.location },
  ];
  if (event.cfpDeadline) facts.push({ label: 'CFP deadline', value: formatDay(event.cfpDeadline) });
  if (event.cfpLink) facts.push({ label: 'CFP link', value: event.cfpLink, href: event.cfpLink });
  facts.push({ label: 'Website', value: event.link, href: event.link });
  return facts;
}

export type ReminderKind = 'cfp_deadline_3d' | 'cfp_deadline_today' | 'event_7d' | 'event_1d';

/** The text of a CFP-deadline or event reminder. */
export function reminderContent(kind: ReminderKind, event: EventFacts): NoticeContent {
  const facts = eventFacts(event);
  const link = `/events/${event.id}`;
  switch (kind) {
    case 'cfp_deadline_3d':
      return {
        title: `CFP for ${event.name} closes in 3 days`,
        body: `The call for papers of ${event.name} closes on ${formatDay(event.cfpDeadline!)}.`,
        link,
        facts,
      };
    case 'cfp_deadline_today':
      return {
        title: `CFP for ${event.name} closes today`,
        body: `The call for papers of ${event.name} closes today, ${formatDay(event.cfpDeadline!)}.`,
        link,
        facts,
      };
    case 'event_7d':
      return {
        title: `${event.name} starts in 7 days`,
        body: `${event.name} starts on ${formatDay(event.startDate)} in ${event.location}.`,
        link,
        facts,
      };
    case 'event_1d':
      return {
        title: `${event.name} starts tomorrow`,
        body: `${event.name} starts tomorrow, ${formatDay(event.startDate)}, in ${event.location}.`,
        link,
        facts,
      };
  }
}

const STATUS_WORDS: Record<string, string> = {
  draft: 'draft',
  submitted: 'submitted',
  accepted: 'accepted',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
};

/**
 * "Your submission … is now accepted" for its submitter; "Your talk … is now accepted at …" for a
 * speaker of the library talk it was made from.
 */
export function cfpStatusContent(input: {
  submission: { id: number; title: string; eventId: number };
  event: EventFacts;
  from: string;
  to: string;
  actorName: string;
  role?: 'submitter' | 'speaker';
}): NoticeContent {
  const { submission, event } = input;
  const to = STATUS_WORDS[input.to] ?? input.to;
  const from = STATUS_WORDS[input.from] ?? input.from;
  const speaker = input.role === 'speaker';
  return {
    title: speaker
      ? `Your talk "${submission.title}" is now ${to} at ${event.name}`
      : `Your submission "${submission.title}" is now ${to}`,
    body: speaker
      ? `${input.actorName} changed the status of the CFP submission of your talk to ${event.name} from ${from} to ${to}.`
      : `${input.actorName} changed the status of your CFP submission to ${event.name} from ${from} to ${to}.`,
    link: `/cfp-submissions?eventId=${event.id}`,
    facts: [{ label: 'Submission', value: submission.title }, ...eventFacts(event)],
  };
}

/** How a status reads in a sentence: "… is now in planning", "… from confirmed to cancelled". */
const EVENT_STATUS_WORDS: Record<string, string> = {
  planning: 'in planning',
  confirmed: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
};

/** "KubeCon is now cancelled": an event one follows changed status. */
export function eventStatusContent(input: {
  event: EventFacts;
  from: string;
  to: string;
  actorName: string;
}): NoticeContent {
  const { event } = input;
  const to = EVENT_STATUS_WORDS[input.to] ?? input.to;
  const from = EVENT_STATUS_WORDS[input.from] ?? input.from;
  return {
    title: `${event.name} is now ${to}`,
    body: `${input.actorName} changed the status of ${event.name} from ${from} to ${to}.`,
    link: `/events/${event.id}`,
    facts: eventFacts(event),
  };
}

export interface WorkflowFacts {
  id: number;
  title: string;
}

const DECISION_WORDS: Record<string, string> = {
  approved: 'approved',
  rejected: 'rejected',
  changes_requested: 'requested changes to',
  pending: 'reset their decision on',
};

function workflowFacts(workflow: WorkflowFacts, extra: Fact[] = []): Fact[] {
  return [
    { label: 'Request', value: workflow.title, href: `/approval-workflows/${workflow.id}` },
    ...extra,
  ];
}

export function reviewRequestedContent(workflow: WorkflowFacts, requester: string): NoticeContent {
  return {
    title: `${requester} asked you to review "${workflow.title}"`,
    body: `${requester} asked you to review the approval request "${workflow.title}".`,
    link: `/approval-workflows/${workflow.id}`,
    facts: workflowFacts(workflow),
  };
}

export function workflowDecidedContent(
  workflow: WorkflowFacts,
  reviewer: string,
  decision: string,
  comment: string | null,
): NoticeContent {
  const verb = DECISION_WORDS[decision] ?? decision;
  return {
    title: `${reviewer} ${verb} "${workflow.title}"`,
    body: `${reviewer} ${verb} your approval request "${workflow.title}".`,
    link: `/approval-workflows/${workflow.id}`,
    facts: workflowFacts(workflow, comment ? [{ label: 'Comment', value: comment }] : []),
  };
}

export function workflowCommentContent(
  workflow: WorkflowFacts,
  author: string,
  comment: string,
): NoticeContent {
  return {
    title: `${author} commented on "${workflow.title}"`,
    body: `${author} commented on the approval request "${workflow.title}".`,
    link: `/approval-workflows/${workflow.id}`,
    facts: workflowFacts(workflow, [{ label: 'Comment', value: comment }]),
  };
}
