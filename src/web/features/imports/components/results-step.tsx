import type { CsvImportResult } from '@shared/csv/import-schema';
import { LIMITS } from '@shared/domain';
import { Button } from '@web/components/ui/button';
import { MessageList } from './message-list';
import { pluralWord } from '@shared/plural';

type ResultsStepProps = { result: CsvImportResult; onAgain: () => void; onClose: () => void };

/** Step 4: the counts, up to 10 errors then '... and N more errors'. */
export function ResultsStep({ result, onAgain, onClose }: ResultsStepProps) {
  const counts = [
    ['Imported', result.imported],
    ['Updated', result.updated],
    ['Skipped', result.skipped],
    ['Duplicates', result.duplicates.length],
  ] as const;
  const shownErrors = result.errors.slice(0, LIMITS.csvResultErrors);
  const moreErrors = result.errors.length - shownErrors.length;
  return (
    <div className="space-y-6">
      <h3 className="text-lg font-semibold">Import Complete</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(([label, count]) => (
          <div key={label} className="rounded-lg border p-3 text-center">
            <dt className="text-muted-foreground text-sm">{label}</dt>
            <dd className="text-2xl font-semibold" data-testid={`import-${label.toLowerCase()}`}>
              {count}
            </dd>
          </div>
        ))}
      </dl>
      {shownErrors.length > 0 && (
        <section aria-labelledby="csv-errors-heading" className="space-y-2">
          <h4 id="csv-errors-heading" className="font-medium">
            Errors
          </h4>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {shownErrors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
          {moreErrors > 0 && (
            <p className="text-sm">
              ... and {moreErrors} more {pluralWord(moreErrors, 'error')}
            </p>
          )}
        </section>
      )}
      <MessageList title="Duplicates" messages={result.duplicates} limit={100} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onAgain}>
          Import Another File
        </Button>
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}
