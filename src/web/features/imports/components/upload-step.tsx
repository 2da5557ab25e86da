import { FileUpIcon } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { CsvParseError, type ParsedCsv } from '@shared/csv/parse-csv';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Progress } from '@web/components/ui/progress';
import { toast } from '@web/lib/toast';
import { parseCsvFile } from './parse-csv-file';
import { UnreadableFile, type Unreadable } from './unreadable-file';

type UploadStepProps = { onParsed: (fileName: string, parsed: ParsedCsv) => void };

/**
 * Step 1: choose or drop a .csv file; it is parsed off the main thread with a progress bar. A file
 * with rows papaparse could not read stays here, its problems listed, and goes no further.
 */
export function UploadStep({ onParsed }: UploadStepProps) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const [unreadable, setUnreadable] = useState<Unreadable | null>(null);

  async function accept(file: File | undefined) {
    if (!file) return;
    setUnreadable(null);
    if (!file.name.toLowerCase().endsWith('.csv')) {
      toast({
        title: 'Invalid file type',
        description: 'Please select a CSV file.',
        variant: 'destructive',
      });
      return;
    }
    setProgress(0);
    try {
      const parsed = await parseCsvFile(file, setProgress);
      // No toast: the mapping step itself shows "file.csv: N columns, M rows".
      onParsed(file.name, parsed);
    } catch (error) {
      if (error instanceof CsvParseError) {
        setUnreadable({ fileName: file.name, problems: error.problems });
        return;
      }
      toast({
        title: 'Error parsing CSV',
        description: (error instanceof Error && error.message) || 'Failed to parse CSV file.',
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void accept(event.dataTransfer.files[0]);
  };

  return (
    <div className="space-y-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center ${dragging ? 'border-primary bg-accent' : ''}`}
      >
        <FileUpIcon className="text-muted-foreground size-8" aria-hidden="true" />
        <Label htmlFor={inputId}>CSV file</Label>
        <p className="text-muted-foreground text-sm">
          Choose or drop a .csv file with a header row. Dates are YYYY-MM-DD; goals are
          comma-separated.
        </p>
        <Input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="max-w-xs"
          disabled={progress !== null}
          onChange={(event) => {
            void accept(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {unreadable && <UnreadableFile {...unreadable} />}
      {progress !== null && (
        <div className="space-y-2" role="status">
          <p className="text-sm">Parsing CSV... {Math.round(progress * 100)}%</p>
          <Progress value={progress * 100} aria-label="Parsing progress" />
        </div>
      )}
    </div>
  );
}
