import Papa from 'papaparse';
import { CSV_PARSE_OPTIONS, headersOf, tidyRow, type ParsedCsv } from '@shared/csv/parse-csv';

const CHUNK_BYTES = 256 * 1024;

/**
 * Parses a CSV file in chunks (papaparse over the File), reporting progress 0–1. Used inside the
 * parsing worker, and directly where workers are unavailable.
 */
export function parseCsvChunks(
  file: Blob,
  onProgress: (value: number) => void,
): Promise<ParsedCsv> {
  return new Promise((resolve, reject) => {
    const rows: Record<string, unknown>[] = [];
    let fields: string[] | undefined;
    Papa.parse<Record<string, unknown>>(file as File, {
      ...CSV_PARSE_OPTIONS,
      chunkSize: CHUNK_BYTES,
      chunk: (results) => {
        fields ??= results.meta.fields;
        for (const row of results.data) rows.push(row);
        if (file.size > 0) onProgress(Math.min(1, results.meta.cursor / file.size));
      },
      complete: () => {
        try {
          const headers = headersOf(fields);
          resolve({ headers, rows: rows.map((row) => tidyRow(row, headers)) });
        } catch (error) {
          reject(error);
        }
      },
      error: (error) => reject(error),
    });
  });
}
