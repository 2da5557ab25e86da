import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A fresh body per request (e.g. a random event id), instead of one fixed body. */
  makeBody?: () => string;
  durationSeconds: number;
  connections: number;
}

export interface LoadResult {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

/** autocannon against one URL; latencies in milliseconds. */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    requests: options.makeBody
      ? [{ setupRequest: (request) => ({ ...request, body: options.makeBody!() }) }]
      : undefined,
    connections: options.connections,
    duration: options.durationSeconds,
  });
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
