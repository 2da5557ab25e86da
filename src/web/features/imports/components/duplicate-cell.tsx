import type { CsvImportRow } from '@shared/csv/import-schema';
import { Badge } from '@web/components/ui/badge';

const ACTION_LABELS: Record<CsvImportRow['action'], string> = {
  imported: 'Will import',
  updated: 'Will update',
  skipped: 'Will skip',
  error: 'Error',
};

/** What the duplicate check found for one row, and what the import will do with it. */
export function DuplicateCell({ outcome }: { outcome: CsvImportRow | undefined }) {
  if (!outcome) return <span className="text-muted-foreground">Checking...</span>;
  if (outcome.action === 'error') {
    return (
      <div className="space-y-1">
        <Badge variant="destructive">Error</Badge>
        <ul className="text-xs">
          {outcome.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      </div>
    );
  }
  const match = outcome.duplicateOf;
  return (
    <div className="space-y-1">
      <Badge variant={match ? 'secondary' : 'outline'}>{ACTION_LABELS[outcome.action]}</Badge>
      {match ? (
        <p className="text-xs">
          Duplicate of{' '}
          {match.kind === 'existing' ? 'existing event' : `row ${match.row} in this file:`}{' '}
          <span className="font-medium">&ldquo;{match.name}&rdquo;</span> (
          {Math.floor(match.similarity * 100)}% name match, same dates)
        </p>
      ) : (
        <p className="text-muted-foreground text-xs">No duplicate found</p>
      )}
    </div>
  );
}
