import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, versioned } from './columns';
import { users } from './users';

export const stakeholders = pgTable(
  'stakeholders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    department: text('department'),
    organization: text('organization').notNull(),
    notes: text('notes'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
    ...timestamps,
  },
  (t) => [index('stakeholders_role_idx').on(t.role)],
);
