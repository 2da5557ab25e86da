import type { CsvColumnMapping } from '@shared/csv/csv-columns';
import type { CsvImportRequestInput, DeduplicationMode } from '@shared/csv/import-schema';
import type { CsvRow } from '@shared/csv/parse-csv';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { usePreviewImport } from '../api/preview-import';
import { DuplicateModeChoice } from './duplicate-mode-choice';
import { MessageList } from './message-list';
import { PreviewTable } from './preview-table';

type PreviewStepProps = {
  datasetId: number;
  rows: CsvRow[];
  mapping: CsvColumnMapping;
  payload: CsvImportRequestInput;
  mode: DeduplicationMode;
  onModeChange: (mode: DeduplicationMode) => void;
  importing: boolean;
  onBack: () => void;
  onImport: () => void;
};

/** Step 3: duplicate handling, the server's dry run (duplicates, errors, counts), then import. */
export function PreviewStep(props: PreviewStepProps) {
  const { rows, importing } = props;
  const preview = usePreviewImport({ datasetId: props.datasetId, payload: props.payload });
  const result = preview.data;

  return (
    <div className="space-y-6">
      <DuplicateModeChoice value={props.mode} onChange={props.onModeChange} disabled={importing} />

      <section aria-labelledby="csv-preview-heading" className="space-y-3">
        <h3 id="csv-preview-heading" className="font-medium">
          Preview
        </h3>
        {preview.isFetching && (
          <div role="status" className="space-y-2">
            <p className="text-sm">Checking for duplicates...</p>
            <Progress aria-label="Duplicate check progress" className="animate-pulse" />
          </div>
        )}
        {preview.isError && (
          <Alert variant="destructive">
            <AlertDescription>
              {preview.error.message}{' '}
              <Button variant="link" className="h-auto p-0" onClick={() => void preview.refetch()}>
                Retry
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {result && !preview.isFetching && (
          <p className="text-sm" aria-live="polite">
            Will import {result.imported}, update {result.updated} and skip {result.skipped};{' '}
            {result.duplicates.length} duplicates detected, {result.errors.length} errors.
          </p>
        )}
        <PreviewTable rows={rows} mapping={props.mapping} outcomes={result?.rows} />
        {result && (
          <div className="space-y-2">
            <MessageList title="Detected duplicates" messages={result.duplicates} limit={100} />
            <MessageList title="Rows with errors" messages={result.errors} limit={100} />
          </div>
        )}
      </section>

      {importing && (
        <div role="status" className="space-y-2">
          <p className="text-sm">Importing {rows.length} rows in one transaction...</p>
          <Progress aria-label="Import progress" className="animate-pulse" />
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={props.onBack} disabled={importing}>
          Back
        </Button>
        <Button onClick={props.onImport} disabled={importing}>
          {importing ? 'Importing...' : `Import ${rows.length} Events`}
        </Button>
      </div>
    </div>
  );
}
