import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, versioned } from './columns';
import { stakeholders } from './stakeholders';
import { users } from './users';

export const approvalWorkflows = pgTable(
  'approval_workflows',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    /** What is asked for; item_id points into the table it names, so no foreign key. */
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('pending'),
    dueDate: date('due_date', { mode: 'string' }),
    estimatedCosts: text('estimated_costs'),
    requesterId: integer('requester_id').references(() => users.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    index('approval_workflows_status_idx').on(t.status),
    index('approval_workflows_item_idx').on(t.itemType, t.itemId),
    index('approval_workflows_requester_idx').on(t.requesterId),
  ],
);

export const workflowReviewers = pgTable(
  'workflow_reviewers',
  {
    id: serial('id').primaryKey(),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => approvalWorkflows.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('workflow_reviewers_workflow_reviewer_key').on(t.workflowId, t.reviewerId),
    index('workflow_reviewers_reviewer_idx').on(t.reviewerId),
  ],
);

export const workflowStakeholders = pgTable(
  'workflow_stakeholders',
  {
    id: serial('id').primaryKey(),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => approvalWorkflows.id, { onDelete: 'cascade' }),
    stakeholderId: integer('stakeholder_id')
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    role: text('role'),
    ...timestamps,
  },
  (t) => [index('workflow_stakeholders_workflow_idx').on(t.workflowId)],
);

export const workflowComments = pgTable(
  'workflow_comments',
  {
    id: serial('id').primaryKey(),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => approvalWorkflows.id, { onDelete: 'cascade' }),
    commenterId: integer('commenter_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    ...timestamps,
  },
  (t) => [index('workflow_comments_workflow_idx').on(t.workflowId)],
);

export const workflowHistory = pgTable(
  'workflow_history',
  {
    id: serial('id').primaryKey(),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => approvalWorkflows.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    performedBy: integer('performed_by').references(() => users.id, { onDelete: 'set null' }),
    details: text('details'),
    performedAt: timestamp('performed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_history_workflow_idx').on(t.workflowId, t.performedAt)],
);
