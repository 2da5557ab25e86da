import { Worker } from 'node:worker_threads';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Bodies sent in turn, one per request (e.g. random event ids), instead of one fixed body. */
  bodies?: string[];
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

/** autocannon against one URL, on a worker thread (not the server's event loop); latencies in ms. */
export function measure(options: LoadOptions): Promise<LoadResult> {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
    workerData: {
      url: options.url,
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      bodies: options.bodies,
      connections: options.connections,
      duration: options.durationSeconds,
    },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
