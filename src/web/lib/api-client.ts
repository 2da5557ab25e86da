import { etagOf } from '@shared/entity-tag';
import { getAccessToken, signalUnauthorized } from './auth/session';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  params?: QueryParams;
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** The version the client last saw: sent as If-Match, so a changed record answers 412. */
  ifMatch?: number;
};

/** An answer that was not OK: the server's message when it gave one, and its field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  /** A 412's record as it is now (someone changed it since the client read it). */
  readonly current: unknown;
  /** The answer's whole body, for a refusal that says more than a message (a 409's warnings). */
  readonly body: unknown;

  constructor(
    message: string,
    status: number,
    errors?: Record<string, string>,
    current?: unknown,
    body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.current = current;
    this.body = body;
  }
}

/** True for a 412 that carries the record as it is now. */
export function isVersionConflict(error: unknown): error is ApiError & { current: object } {
  return (
    error instanceof ApiError &&
    error.status === 412 &&
    typeof error.current === 'object' &&
    error.current !== null
  );
}

/** Appends the non-null parameters as a query string. */
export function withParams(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFrom(path: string, response: Response, body: unknown): ApiError {
  const payload = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    errors?: Record<string, string>;
    current?: unknown;
  };
  const message =
    typeof payload.message === 'string' && payload.message
      ? payload.message
      : `Failed to fetch ${path}: ${response.status}`;
  return new ApiError(message, response.status, payload.errors, payload.current, body);
}

/** The one HTTP client: Bearer token, cookies included, JSON in and out. 401 signs the user out. */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/** Like apiRequest, also giving the answer's headers (for example a list's X-Total-Count). */
export async function apiRequestWithHeaders<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const { method = 'GET', params, body, signal, ifMatch } = options;
  const headers = new Headers({ Accept: 'application/json' });
  if (ifMatch !== undefined) headers.set('If-Match', etagOf(ifMatch));
  const token = await getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined && method !== 'GET' && method !== 'HEAD') {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const response = await fetch(withParams(path, params), {
    method,
    headers,
    body: payload,
    credentials: 'include',
    signal,
  });
  const data = await readBody(response);
  if (response.status === 401) signalUnauthorized();
  if (!response.ok) throw errorFrom(path, response, data);
  return { data: data as T, headers: response.headers };
}

/** A GET of one page of a list and the total behind it (X-Total-Count; the page's length without it). */
export async function apiListPage<T>(
  path: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<{ items: T[]; total: number }> {
  const { data, headers } = await apiRequestWithHeaders<T[]>(path, { params, signal });
  const total = Number(headers.get('X-Total-Count') ?? Number.NaN);
  return { items: data, total: Number.isFinite(total) && total >= 0 ? total : data.length };
}

/** Shorthands for the common verbs. */
export const api = {
  get: <T>(path: string, params?: QueryParams, signal?: AbortSignal) =>
    apiRequest<T>(path, { params, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  /** With `ifMatch`, refused with 412 (ApiError.current) if the record changed since. */
  put: <T>(path: string, body?: unknown, ifMatch?: number) =>
    apiRequest<T>(path, { method: 'PUT', body, ifMatch }),
  delete: <T = void>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
