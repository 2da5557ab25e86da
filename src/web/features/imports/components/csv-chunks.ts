import Papa from 'papaparse';
import { CSV_PARSE_OPTIONS, csvRowCollector, type ParsedCsv } from '@shared/csv/parse-csv';

const CHUNK_BYTES = 256 * 1024;

/**
 * Parses a CSV file read in chunks (papaparse over the File), row by row so that each problem
 * names its row, reporting progress 0–1. Rejects with a CsvParseError when any row cannot be
 * read. Used inside the parsing worker, and directly where workers are unavailable.
 */
export function parseCsvChunks(
  file: Blob,
  onProgress: (value: number) => void,
): Promise<ParsedCsv> {
  return new Promise((resolve, reject) => {
    const collector = csvRowCollector();
    let percent = 0;
    Papa.parse<Record<string, unknown>>(file as File, {
      ...CSV_PARSE_OPTIONS,
      chunkSize: CHUNK_BYTES,
      step: (results) => {
        collector.step(results);
        const now = file.size > 0 ? Math.floor((results.meta.cursor / file.size) * 100) : 0;
        if (now > percent) onProgress(Math.min(1, (percent = now) / 100));
      },
      complete: () => {
        try {
          resolve(collector.finish());
        } catch (error) {
          reject(error);
        }
      },
      error: (error) => reject(error),
    });
  });
}
