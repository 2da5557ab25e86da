import { useId } from 'react';
import type { CsvColumnMapping } from '@shared/csv/csv-columns';
import type { CsvImportRequestInput, DeduplicationMode } from '@shared/csv/import-schema';
import type { CsvRow } from '@shared/csv/parse-csv';
import type { CsvImportResult } from '@shared/csv/import-schema';
import type { DateOrder } from '@shared/read-date';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { usePreviewImport } from '../api/preview-import';
import { DateOrderChoice } from './date-order-choice';
import { DuplicateModeChoice } from './duplicate-mode-choice';
import { MessageList } from './message-list';
import { PreviewTable } from './preview-table';
import { countOf, pluralWord } from '@shared/plural';

type PreviewStepProps = {
  datasetId: number;
  rows: CsvRow[];
  mapping: CsvColumnMapping;
  payload: CsvImportRequestInput;
  mode: DeduplicationMode;
  onModeChange: (mode: DeduplicationMode) => void;
  /** The order of numeric dates; the choice shows when some date in the file reads two ways. */
  dateOrder: { value: DateOrder; needed: boolean; onChange: (order: DateOrder) => void };
  importing: boolean;
  onBack: () => void;
  onImport: () => void;
};

/** Rows the dry run found errors in (a row may have several). */
const rowsWithErrors = (result: CsvImportResult) =>
  result.rows.filter((row) => row.action === 'error').length;

/** Why the import button is disabled, when the dry run says no row would be written. */
function nothingToImport(result: CsvImportResult | undefined): string | null {
  if (!result || result.imported + result.updated > 0) return null;
  const failed = rowsWithErrors(result);
  const reasons = [
    failed > 0 && `${countOf(failed, 'row')} ${pluralWord(failed, 'has', 'have')} errors`,
    result.skipped > 0 &&
      `${countOf(result.skipped, 'row')} ${pluralWord(result.skipped, 'is a duplicate', 'are duplicates')} to skip`,
  ].filter(Boolean);
  return `Nothing to import: ${reasons.length > 0 ? reasons.join(' and ') : 'the file has no rows'}.`;
}

/** Step 3: duplicate handling, the server's dry run (duplicates, errors, counts), then import. */
export function PreviewStep(props: PreviewStepProps) {
  const { rows, importing, dateOrder } = props;
  const preview = usePreviewImport({ datasetId: props.datasetId, payload: props.payload });
  const result = preview.data;
  const blocked = preview.isFetching ? null : nothingToImport(result);
  const reasonId = useId();

  return (
    <div className="space-y-6">
      {dateOrder.needed && (
        <DateOrderChoice
          value={dateOrder.value}
          onChange={dateOrder.onChange}
          disabled={importing}
        />
      )}
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
            {countOf(result.duplicates.length, 'duplicate')} detected,{' '}
            {countOf(rowsWithErrors(result), 'row')} with errors.
          </p>
        )}
        <PreviewTable rows={rows} mapping={props.mapping} outcomes={result?.rows} />
        {result && (
          <div className="space-y-2">
            <MessageList title="Detected duplicates" messages={result.duplicates} limit={100} />
            <MessageList
              title="Rows with errors"
              count={rowsWithErrors(result)}
              messages={result.errors}
              limit={100}
            />
          </div>
        )}
      </section>

      {importing && (
        <div role="status" className="space-y-2">
          <p className="text-sm">Importing {countOf(rows.length, 'row')} in one transaction...</p>
          <Progress aria-label="Import progress" className="animate-pulse" />
        </div>
      )}

      {blocked && (
        <p id={reasonId} className="text-muted-foreground text-sm sm:text-right">
          {blocked}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={props.onBack} disabled={importing}>
          Back
        </Button>
        <Button
          onClick={props.onImport}
          disabled={importing || blocked !== null}
          aria-describedby={blocked ? reasonId : undefined}
        >
          {importing ? 'Importing...' : `Import ${countOf(rows.length, 'Event')}`}
        </Button>
      </div>
    </div>
  );
}
