import type { ParsedCsv } from '@shared/csv/parse-csv';
import { parseCsvChunks } from './csv-chunks';
import { answerError, type WorkerAnswer } from './worker-answer';

/** Parses off the main thread (a Web Worker) so a 10,000-row file leaves the page responsive. */
export function parseCsvFile(file: File, onProgress: (value: number) => void): Promise<ParsedCsv> {
  if (typeof Worker === 'undefined') return parseCsvChunks(file, onProgress);
  const worker = new Worker(new URL('./parse-csv.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ParsedCsv>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      if (data.type === 'progress') return onProgress(data.value);
      worker.terminate();
      if (data.type === 'done') resolve(data.parsed);
      else reject(answerError(data));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'Failed to parse CSV file.'));
    };
    worker.postMessage(file);
  });
}
