// The API test files that run a second time on a real PostgreSQL server (project api-postgres,
// when TEST_DATABASE_URL is set). PGlite is PostgreSQL's own engine, so a file is here only when
// it depends on what a server adds: several connections or processes at once, locks, migrations
// and backups against a server, the SQL and query counts the hot lists send, the postgres.js
// driver's values, or the API's contract and bad-input properties. docs/TESTING.md states the rule;
// `TEST_POSTGRES_ALL=1` (part of `npm run test:deep`) runs every API file on both.

/** Test file (from the repository root) → why it needs PostgreSQL itself. */
export const POSTGRES_PASS: Record<string, string> = {
  'src/server/backup/backup-database-storage.test.ts': 'backup and restore, files in the database',
  'src/server/backup/backup-restore.test.ts': 'backup and restore into an empty server database',
  'src/server/backup/backup-running-server.test.ts': 'backup of a running server (processes)',
  'src/server/backup/restore-refusals.test.ts': 'restore refusals on a server database',
  'src/server/cli/admin-create.test.ts': 'a command process on an empty server database',
  'src/server/cluster/cluster.test.ts': 'WEB_CONCURRENCY: several processes, one server',
  'src/server/compiled-server.test.ts': 'the build migrating an empty server database',
  'src/server/db/hard-kill.test.ts': 'a killed process: what the server kept',
  'src/server/db/sponsorship-amounts-migration.test.ts': 'a migration over existing rows',
  'src/server/two-processes.test.ts': 'two app processes on one database',
  'src/server/features/admin-users/admin-users.test.ts': 'two admins at once: advisory lock',
  'src/server/features/approval-workflows/workflow-reviews.test.ts': 'simultaneous decisions',
  'src/server/features/events/events-total.test.ts': 'totals on a second connection',
  'src/server/features/events/events-list.test.ts': 'list SQL, search and query count',
  'src/server/features/events/events-list-json.test.ts': 'the list as JSON text from the server',
  'src/server/features/events/events-calendar.test.ts': 'calendar SQL and query count',
  'src/server/features/discovery/conference-store.test.ts': 'one upsert statement of a reading',
  'src/server/features/discovery/discovery-schedule.test.ts': 'two app instances, one daily claim',
  'src/server/features/discovery/follow-entries.test.ts': 'tracked events locked and followed',
  'src/server/features/discovery/discover.test.ts': 'Discover: list SQL, statement count, Track',
  'src/server/features/dashboard/my-week.test.ts': 'My week: one statement of every kind, count',
  'src/server/features/dashboard/my-week-talks.test.ts': 'My week: talk drafts, statement count',
  'src/server/features/trips/trips.test.ts': 'trip status read from its workflow in SQL',
  'src/server/features/trips/trip-report.test.ts': 'report, asset and stage in one transaction',
  'src/server/features/notifications/trip-report-requests.test.ts':
    'report requests: zone SQL, racing passes',
  'src/server/features/trips/trip-booking.test.ts':
    'booking and actuals: row locks, jsonb checklist, per-currency totals in SQL',
  'src/server/features/dashboard/my-week-new-cfps.test.ts': 'My week: new CFPs, statement count',
  'src/server/features/reports/reports.test.ts':
    'the report: figures in SQL, one read-only transaction, statement count',
  'src/server/features/reports/reports-export.test.ts': 'report zip and bad input on the server',
  'src/server/features/reports/exchange-rates.test.ts': 'rates: upsert, checks and audit trigger',
  'src/server/lib/list-paging.test.ts': 'paging and sort SQL, query counts',
  'src/server/features/webhooks/webhook-exactly-once.test.ts':
    'two processes send one webhook outbox once',
  'src/server/lib/record-list-json.test.ts': 'record lists as JSON text from the server',
  'src/server/features/approval-workflows/workflow-list-json.test.ts':
    'workflow cards as JSON text from the server',
  'src/server/features/notifications/exactly-once.test.ts': 'several processes, one outbox',
  'src/server/features/notifications/reminders.test.ts': 'outbox claims with row locks',
  'src/server/lib/account-emails.test.ts': 'a unique-email migration on a server',
  'src/server/lib/rate-limit-counters.test.ts': 'counters shared by connections, migration',
  'src/server/lib/rate-limit-store.test.ts': 'simultaneous increments',
  'src/server/lib/sign-in-limiter.test.ts': 'two app instances on one store',
  'src/server/plugins/auth/current-user.test.ts': 'two app instances: the person read anew',
  'src/server/plugins/storage/storage-move.test.ts': 'moving files into a server database',
  'src/server/plugins/storage/storage-startup.test.ts': 'start-up storage checks on a server',
  'src/server/plugins/storage/database-storage.test.ts': 'file chunks through the driver',
  'src/server/plugins/storage/files-in-database.test.ts': 'file bytes through the driver',
  'src/server/features/sponsorships/sponsorship-money.test.ts': 'numeric values through the driver',
  'src/server/features/exports/exports-memory.test.ts': 'the heap while the driver streams',
  'src/server/features/audit/record-history.test.ts': 'log order of two overlapping transactions',
  'src/server/db/sponsorship-amounts-agreement.test.ts': 'the migration and the API, one database',
  'src/server/db/talk-library-migration.test.ts': 'a migration over existing rows (0020)',
  'src/server/features/speakers/speakers.test.ts': 'statements per speaker page and talks list',
  'src/server/features/search/search.test.ts':
    'full-text and trigram SQL, one statement per search',
};

/** The API's contract and fuzz tests, by name wherever they are: random input on every route. */
export const POSTGRES_PASS_NAMED = [
  'src/server/**/*contract*.test.ts',
  'src/server/**/contract/**/*.test.ts',
  'src/server/**/*.fuzz.test.ts',
];
