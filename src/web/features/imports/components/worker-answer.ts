import { CsvParseError, type ParsedCsv } from '@shared/csv/parse-csv';

/** The parsing worker's messages to the page. */
export type WorkerAnswer =
  | { type: 'progress'; value: number }
  | { type: 'done'; parsed: ParsedCsv }
  | { type: 'error'; message: string; problems?: string[] };

/** What the worker sends for a failed parse; a CsvParseError keeps its rows' problems. */
export function errorAnswer(error: unknown): WorkerAnswer {
  if (error instanceof CsvParseError) {
    return { type: 'error', message: error.message, problems: error.problems };
  }
  return { type: 'error', message: error instanceof Error ? error.message : String(error) };
}

/** The error a failed parse rejects with on the page: a CsvParseError again when it was one. */
export const answerError = (answer: Extract<WorkerAnswer, { type: 'error' }>) =>
  answer.problems ? new CsvParseError(answer.problems) : new Error(answer.message);
