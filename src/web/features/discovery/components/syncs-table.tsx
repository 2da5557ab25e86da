import type { DiscoverySync } from '@shared/schemas/discovery-sync';
import { RecordTable, type RecordColumn } from '@web/components/records/record-table';
import { formatDate } from '@web/lib/format';

const count = (value: number) => value.toLocaleString();

const COLUMNS: RecordColumn<DiscoverySync>[] = [
  {
    key: 'startedAt',
    label: 'Started',
    cell: (sync) => formatDate(sync.startedAt, 'MMM d, yyyy, HH:mm'),
  },
  {
    key: 'source',
    label: 'Source',
    cell: (sync) => (sync.source === 'snapshot' ? 'Shipped snapshot' : sync.source),
    cellClassName: 'max-w-56 whitespace-normal [overflow-wrap:anywhere]',
  },
  { key: 'filesRead', label: 'Files read', cell: (sync) => count(sync.filesRead) },
  { key: 'entriesRead', label: 'Entries read', cell: (sync) => count(sync.entriesRead) },
  { key: 'added', label: 'New', cell: (sync) => count(sync.added) },
  { key: 'changed', label: 'Changed', cell: (sync) => count(sync.changed) },
  { key: 'gone', label: 'Gone', cell: (sync) => count(sync.gone) },
  { key: 'skipped', label: 'Skipped', cell: (sync) => count(sync.skipped) },
  {
    key: 'error',
    label: 'Result',
    cell: (sync) =>
      sync.error ? (
        <span className="text-red-700 dark:text-red-300">{sync.error}</span>
      ) : (
        'Succeeded'
      ),
    cellClassName: 'max-w-72 whitespace-normal [overflow-wrap:anywhere]',
  },
];

/** Admin: the last syncs of the open conference data, newest first. */
export function SyncsTable({ syncs }: { syncs: DiscoverySync[] }) {
  return <RecordTable label="Syncs" rows={syncs} columns={COLUMNS} />;
}
