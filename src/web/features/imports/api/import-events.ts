import { useMutation } from '@tanstack/react-query';
import type { CsvImportRequestInput, CsvImportResult } from '@shared/csv/import-schema';
import { LIMITS } from '@shared/domain';
import { api } from '@web/lib/api-client';
import { eventDependents } from '@web/components/events/event-dependents';
import { mutationMeta } from '@web/lib/query-client';

/** POST /api/events/import-csv (also the preview, with dryRun). */
export function importEvents(payload: CsvImportRequestInput): Promise<CsvImportResult> {
  return api.post<CsvImportResult>('/api/events/import-csv', payload);
}

/** The 'Import completed' toast: the counts, then the first 2 errors. */
export function importSummary(result: CsvImportResult): string {
  const counts = `${result.imported} imported, ${result.updated} updated, ${result.skipped} skipped.`;
  const errors = result.errors.slice(0, LIMITS.csvToastErrors);
  if (errors.length === 0) return counts;
  return [`${counts} ${result.errors.length} errors:`, ...errors].join('\n');
}

/** Runs the import, refreshes the event lists and shows its toasts. */
export function useImportEvents(onSuccess: (result: CsvImportResult) => void) {
  return useMutation({
    mutationFn: (payload: CsvImportRequestInput) => importEvents({ ...payload, dryRun: false }),
    onSuccess,
    meta: mutationMeta<CsvImportResult, CsvImportRequestInput>({
      success: (result) => ({
        title: 'Import completed',
        description: importSummary(result),
        variant: result.errors.length > 0 ? 'destructive' : 'success',
      }),
      errorTitle: 'Import failed',
      error: (error) => error.message || 'Failed to import events.',
      // Every events list and the dashboard, as after any event change.
      invalidates: eventDependents(),
    }),
  });
}
