import { ApiError } from './api-client';
import { getAccessToken, signalUnauthorized } from './auth/session';

export type UploadOptions = {
  method?: 'POST' | 'PUT';
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function parse(text: string, contentType: string): unknown {
  if (!text) return undefined;
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorOf(path: string, status: number, body: unknown): ApiError {
  const payload = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    errors?: Record<string, string>;
  };
  const message =
    typeof payload.message === 'string' && payload.message
      ? payload.message
      : `Failed to fetch ${path}: ${status}`;
  return new ApiError(message, status, payload.errors);
}

/**
 * Sends multipart form data like the api client (Bearer token, cookies, 401 signs out, ApiError
 * on failure) but through XMLHttpRequest, because fetch reports no upload progress.
 */
export async function uploadWithProgress<T = unknown>(
  path: string,
  body: FormData,
  { method = 'POST', onProgress, signal }: UploadOptions = {},
): Promise<T> {
  const token = await getAccessToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const data = parse(request.responseText, request.getResponseHeader('content-type') ?? '');
      if (request.status === 401) signalUnauthorized();
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(data as T);
      } else {
        reject(errorOf(path, request.status, data));
      }
    };
    request.onerror = () => reject(new ApiError(`Failed to fetch ${path}: network error`, 0));
    request.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    if (signal) {
      if (signal.aborted) return reject(new DOMException('The upload was aborted', 'AbortError'));
      signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(body);
  });
}
