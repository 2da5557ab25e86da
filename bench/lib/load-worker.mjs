// Runs autocannon on its own thread so the load generator does not share the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { bodies, ...options } = workerData;
let next = 0;
const result = await autocannon({
  ...options,
  requests: bodies
    ? [
        {
          setupRequest: (request) => {
            next = (next + 1) % bodies.length;
            return { ...request, body: bodies[next] };
          },
        },
      ]
    : undefined,
});
parentPort.postMessage({
  reqPerSec: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requests: result.requests.total,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
});
