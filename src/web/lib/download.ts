import { apiRequestWithHeaders, type QueryParams } from './api-client';
import { saveFile } from './save-file';

const FILE_NAME = /filename="([^"]+)"/;

/**
 * Downloads what an API route answers as a file (signed in, through the one HTTP client), named
 * as the server's Content-Disposition says.
 */
export async function downloadFrom(path: string, params: QueryParams, fallbackName: string) {
  const { data, headers } = await apiRequestWithHeaders<unknown>(path, { params });
  const type = headers.get('content-type') ?? 'application/octet-stream';
  const name = FILE_NAME.exec(headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  // The client reads JSON answers as values; a JSON export is written back out as it came.
  const text = typeof data === 'string' ? data : `${JSON.stringify(data, null, 2)}\n`;
  saveFile(text, name, type);
}
