import { CSV_TARGET_COLUMNS } from '@shared/csv/csv-columns';
import type { Attendee } from '@shared/schemas/attendee';
import type { WorkflowCard } from '@shared/schemas/approval-workflow';
import type { CfpSubmission } from '@shared/schemas/cfp-submission';
import type { DiscoveredConference } from '@shared/schemas/discovered-conference';
import { type Trip, tripCostsText } from '@shared/schemas/trip';
import type { Event } from '@shared/schemas/event';
import type { Sponsorship } from '@shared/schemas/sponsorship';
import type { Stakeholder } from '@shared/schemas/stakeholder';
import type { Talk } from '@shared/schemas/talk';
import type { ExportColumn } from '../../lib/export-stream';

const day = (instant: string) => instant.slice(0, 10);

/** The import's own columns and headers, so an exported file imports back as it is. */
export const EVENT_COLUMNS: ExportColumn<Event>[] = CSV_TARGET_COLUMNS.map((column) => ({
  header: column.label,
  key: column.field,
  value: (event) => event[column.field],
}));

export const ATTENDEE_COLUMNS: ExportColumn<Attendee>[] = [
  { header: 'Name', key: 'name', value: (row) => row.name },
  { header: 'Email', key: 'email', value: (row) => row.email },
  { header: 'Role', key: 'role', value: (row) => row.role },
  { header: 'Event', key: 'eventName', value: (row) => row.eventName },
  { header: 'Notes', key: 'notes', value: (row) => row.notes },
  { header: 'Created', key: 'createdAt', value: (row) => day(row.createdAt) },
];

export const CFP_SUBMISSION_COLUMNS: ExportColumn<CfpSubmission>[] = [
  { header: 'Title', key: 'title', value: (row) => row.title },
  { header: 'Submitter', key: 'submitterName', value: (row) => row.submitterName },
  { header: 'Event', key: 'eventName', value: (row) => row.eventName },
  { header: 'Status', key: 'status', value: (row) => row.status },
  { header: 'Submission Date', key: 'submissionDate', value: (row) => row.submissionDate },
  { header: 'Abstract', key: 'abstract', value: (row) => row.abstract },
  { header: 'Notes', key: 'notes', value: (row) => row.notes },
];

export const SPONSORSHIP_COLUMNS: ExportColumn<Sponsorship>[] = [
  { header: 'Sponsor', key: 'sponsorName', value: (row) => row.sponsorName },
  { header: 'Tier', key: 'tier', value: (row) => row.tier },
  // A plain number ('5000.5') that spreadsheets read in any locale, beside its ISO 4217 code.
  { header: 'Amount', key: 'amount', value: (row) => row.amount },
  { header: 'Currency', key: 'currency', value: (row) => row.currency },
  { header: 'Status', key: 'status', value: (row) => row.status },
  { header: 'Event', key: 'eventName', value: (row) => row.eventName },
  { header: 'Contact Name', key: 'contactName', value: (row) => row.contactName },
  { header: 'Contact Email', key: 'contactEmail', value: (row) => row.contactEmail },
  { header: 'Notes', key: 'notes', value: (row) => row.notes },
];

export const STAKEHOLDER_COLUMNS: ExportColumn<Stakeholder>[] = [
  { header: 'Name', key: 'name', value: (row) => row.name },
  { header: 'Email', key: 'email', value: (row) => row.email },
  { header: 'Role', key: 'role', value: (row) => row.role },
  { header: 'Organization', key: 'organization', value: (row) => row.organization },
  { header: 'Department', key: 'department', value: (row) => row.department },
  { header: 'Notes', key: 'notes', value: (row) => row.notes },
];

export const TALK_COLUMNS: ExportColumn<Talk>[] = [
  { header: 'Title', key: 'title', value: (row) => row.title },
  {
    header: 'Speakers',
    key: 'speakers',
    value: (row) => row.speakers.map((speaker) => speaker.name).join(', '),
  },
  { header: 'Level', key: 'level', value: (row) => row.level },
  { header: 'Format', key: 'format', value: (row) => row.format },
  { header: 'Duration (minutes)', key: 'durationMinutes', value: (row) => row.durationMinutes },
  { header: 'Language', key: 'language', value: (row) => row.language },
  { header: 'Tags', key: 'tags', value: (row) => row.tags.join(', ') },
  { header: 'Short Description', key: 'shortDescription', value: (row) => row.shortDescription },
  { header: 'Abstract', key: 'abstract', value: (row) => row.abstract },
  { header: 'Notes', key: 'notes', value: (row) => row.notes },
  { header: 'Archived', key: 'archived', value: (row) => (row.archived ? 'yes' : 'no') },
  { header: 'Updated', key: 'updatedAt', value: (row) => day(row.updatedAt) },
];

export const WORKFLOW_COLUMNS: ExportColumn<WorkflowCard>[] = [
  { header: 'Title', key: 'title', value: (row) => row.title },
  { header: 'Status', key: 'status', value: (row) => row.status },
  { header: 'Priority', key: 'priority', value: (row) => row.priority },
  { header: 'Item Type', key: 'itemType', value: (row) => row.itemType },
  { header: 'Item', key: 'itemName', value: (row) => row.itemName ?? `#${row.itemId}` },
  { header: 'Requester', key: 'requesterName', value: (row) => row.requesterName },
  {
    header: 'Reviewers',
    key: 'reviewers',
    value: (row) =>
      row.reviewers.map((reviewer) => `${reviewer.name ?? 'Unknown'} (${reviewer.status})`),
  },
  { header: 'Due Date', key: 'dueDate', value: (row) => row.dueDate },
  { header: 'Estimated Costs', key: 'estimatedCosts', value: (row) => row.estimatedCosts },
  { header: 'Description', key: 'description', value: (row) => row.description },
  { header: 'Created', key: 'createdAt', value: (row) => day(row.createdAt) },
];

/** The Discover list as the screen shows it, with the event tracking each and my mark. */
export const DISCOVER_COLUMNS: ExportColumn<DiscoveredConference>[] = [
  { header: 'Name', key: 'name', value: (row) => row.name },
  { header: 'Start Date', key: 'startDate', value: (row) => row.startDate },
  { header: 'End Date', key: 'endDate', value: (row) => row.endDate },
  { header: 'City', key: 'city', value: (row) => row.city },
  { header: 'Country', key: 'country', value: (row) => row.country },
  { header: 'Online', key: 'online', value: (row) => (row.online ? 'yes' : 'no') },
  { header: 'Languages', key: 'locales', value: (row) => row.locales },
  { header: 'Topics', key: 'topics', value: (row) => row.topics },
  { header: 'CFP Deadline', key: 'cfpEndDate', value: (row) => row.cfpEndDate },
  { header: 'CFP Link', key: 'cfpUrl', value: (row) => row.cfpUrl },
  { header: 'Link', key: 'url', value: (row) => row.url },
  { header: 'Code of Conduct', key: 'cocUrl', value: (row) => row.cocUrl },
  { header: 'Event', key: 'event', value: (row) => row.event?.name ?? null },
  { header: 'My Mark', key: 'mark', value: (row) => row.mark },
];

/** One amount per currency, never converted: ["EUR 180.50", "USD 2,950.00"]. */
const tripAmounts = (row: Trip, amount: 'estimate' | 'actual') =>
  row.totals.map((total) => tripCostsText([{ ...total, estimate: total[amount] }]));

export const TRIP_COLUMNS: ExportColumn<Trip>[] = [
  { header: 'Traveller', key: 'travellerName', value: (row) => row.travellerName },
  { header: 'Event', key: 'eventName', value: (row) => row.eventName },
  { header: 'Event Start', key: 'eventStartDate', value: (row) => row.eventStartDate },
  { header: 'Event End', key: 'eventEndDate', value: (row) => row.eventEndDate },
  { header: 'Role', key: 'role', value: (row) => row.role },
  { header: 'Departure', key: 'departDate', value: (row) => row.departDate },
  { header: 'Return', key: 'returnDate', value: (row) => row.returnDate },
  { header: 'Status', key: 'status', value: (row) => row.status },
  { header: 'Estimate', key: 'estimate', value: (row) => tripAmounts(row, 'estimate') },
  { header: 'Actual', key: 'actual', value: (row) => tripAmounts(row, 'actual') },
  { header: 'Reimbursement', key: 'reimbursement', value: (row) => row.reimbursement },
];
