import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CsvImportRequestInput, CsvImportResult } from '@shared/csv/import-schema';
import { LIMITS } from '@shared/domain';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';

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

// Same set the events feature refreshes after a change: every events list and the dashboard.
function invalidateEventLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' && (path === '/api/events' || path.startsWith('/api/dashboard')),
  });
}

/** Runs the import, refreshes the event lists and shows its toasts. */
export function useImportEvents(onSuccess: (result: CsvImportResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CsvImportRequestInput) => importEvents({ ...payload, dryRun: false }),
    onSuccess: async (result) => {
      toast({
        title: 'Import completed',
        description: importSummary(result),
        variant: result.errors.length > 0 ? 'destructive' : 'success',
      });
      onSuccess(result);
      await invalidateEventLists(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Import failed',
        description: error.message || 'Failed to import events.',
        variant: 'destructive',
      });
    },
  });
}
