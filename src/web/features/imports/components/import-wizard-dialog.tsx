import { useMemo, useState } from 'react';
import { autoMapColumns } from '@shared/csv/auto-map';
import {
  CSV_INITIAL_DEFAULTS,
  hasValue,
  type CsvColumnMapping,
  type CsvDefaultValues,
} from '@shared/csv/csv-columns';
import type {
  CsvImportRequestInput,
  CsvImportResult,
  DeduplicationMode,
} from '@shared/csv/import-schema';
import type { CsvRow, ParsedCsv } from '@shared/csv/parse-csv';
import type { DateOrder } from '@shared/read-date';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { useImportEvents } from '../api/import-events';
import { browserDateOrder, fileDateOrder } from './date-order-choice';
import { MappingStep } from './mapping-step';
import { PreviewStep } from './preview-step';
import { ResultsStep } from './results-step';
import { UploadStep } from './upload-step';
import { WizardSteps, type WizardStep } from './wizard-steps';
import { countOf } from '@shared/plural';

interface Dataset {
  id: number;
  fileName: string;
  headers: string[];
  rows: CsvRow[];
}

const DESCRIPTIONS: Record<WizardStep, string> = {
  Upload: 'Step 1 of 4: choose a CSV file of events.',
  Mapping: 'Step 2 of 4: choose which columns to import and the event field each one fills.',
  Preview: 'Step 3 of 4: choose how duplicates are handled and check the rows before importing.',
  Results: 'Step 4 of 4: what the import did.',
};

let datasetCounter = 0;

type ImportWizardDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The CSV import wizard: upload → mapping → preview → results. */
export function ImportWizardDialog({ open, onOpenChange }: ImportWizardDialogProps) {
  const [step, setStep] = useState<WizardStep>('Upload');
  const [dataset, setDataset] = useState<Dataset | null>(null);
  const [mapping, setMapping] = useState<CsvColumnMapping>({});
  const [included, setIncluded] = useState<Record<string, boolean>>({});
  const [defaults, setDefaults] = useState<CsvDefaultValues>(CSV_INITIAL_DEFAULTS);
  const [mode, setMode] = useState<DeduplicationMode>('skip');
  /** The person's choice of date order; until they make one, the file's or the browser's. */
  const [chosenOrder, setChosenOrder] = useState<DateOrder | null>(null);
  const [result, setResult] = useState<CsvImportResult | null>(null);

  function reset() {
    setDataset(null);
    setMapping({});
    setIncluded({});
    setDefaults(CSV_INITIAL_DEFAULTS);
    setMode('skip');
    setChosenOrder(null);
  }

  const importEvents = useImportEvents((answer) => {
    setResult(answer);
    reset();
    setStep('Results');
  });

  function onParsed(fileName: string, parsed: ParsedCsv) {
    datasetCounter += 1;
    setDataset({ id: datasetCounter, fileName, ...parsed });
    setMapping(autoMapColumns(parsed.headers));
    setIncluded(Object.fromEntries(parsed.headers.map((header) => [header, true])));
    setStep('Mapping');
  }

  const payload = useMemo<CsvImportRequestInput>(() => {
    const columnMapping = Object.fromEntries(
      Object.entries(mapping).filter(([header, field]) => field && included[header] !== false),
    ) as Record<string, string>;
    const defaultValues = Object.fromEntries(
      Object.entries(defaults).filter(([, value]) => hasValue(value)),
    ) as Record<string, string | string[]>;
    return { csvData: dataset?.rows ?? [], columnMapping, defaultValues, deduplicationMode: mode };
  }, [dataset, mapping, included, defaults, mode]);
  const dates = useMemo(
    () => fileDateOrder(dataset?.rows ?? [], payload.columnMapping as CsvColumnMapping),
    [dataset, payload.columnMapping],
  );
  const dateOrder = chosenOrder ?? dates.order ?? browserDateOrder();

  return (
    <Dialog open={open} onOpenChange={(next) => !importEvents.isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-3xl [&>*]:min-w-0">
        <DialogHeader>
          <DialogTitle>Import Events from CSV</DialogTitle>
          <DialogDescription>{DESCRIPTIONS[step]}</DialogDescription>
        </DialogHeader>
        <WizardSteps current={step} />
        {dataset && step !== 'Results' && step !== 'Upload' && (
          <p className="text-muted-foreground text-sm">
            {dataset.fileName}: {countOf(dataset.headers.length, 'column')},{' '}
            {countOf(dataset.rows.length, 'row')}
          </p>
        )}
        {step === 'Upload' && <UploadStep onParsed={onParsed} />}
        {step === 'Mapping' && dataset && (
          <MappingStep
            headers={dataset.headers}
            rows={dataset.rows}
            mapping={mapping}
            included={included}
            defaults={defaults}
            onMappingChange={(nextMapping, nextIncluded) => {
              setMapping(nextMapping);
              setIncluded(nextIncluded);
            }}
            onDefaultsChange={setDefaults}
            onBack={() => {
              reset();
              setStep('Upload');
            }}
            onNext={() => setStep('Preview')}
          />
        )}
        {step === 'Preview' && dataset && (
          <PreviewStep
            datasetId={dataset.id}
            rows={dataset.rows}
            mapping={payload.columnMapping as CsvColumnMapping}
            payload={{ ...payload, dateOrder }}
            mode={mode}
            dateOrder={{ value: dateOrder, needed: dates.ambiguous, onChange: setChosenOrder }}
            onModeChange={setMode}
            importing={importEvents.isPending}
            onBack={() => setStep('Mapping')}
            onImport={() => importEvents.mutate({ ...payload, dateOrder })}
          />
        )}
        {step === 'Results' && result && (
          <ResultsStep
            result={result}
            onAgain={() => {
              setResult(null);
              setStep('Upload');
            }}
            onClose={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
