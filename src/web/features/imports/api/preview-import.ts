import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CsvImportRequestInput } from '@shared/csv/import-schema';
import { importEvents } from './import-events';
import { queryKeys } from '@web/lib/query-keys';

export interface PreviewRequest {
  /** Changes with every parsed file, so a new file never reuses an old answer. */
  datasetId: number;
  payload: CsvImportRequestInput;
}

/** The preview: what the import would do (duplicates, errors, counts) without writing. */
export function usePreviewImport({ datasetId, payload }: PreviewRequest) {
  return useQuery({
    queryKey: queryKeys.importPreview(
      datasetId,
      payload.deduplicationMode,
      payload.columnMapping,
      payload.defaultValues,
      payload.dateOrder,
    ),
    queryFn: () => importEvents({ ...payload, dryRun: true }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
