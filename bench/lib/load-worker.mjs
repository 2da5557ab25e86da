// Runs autocannon on its own thread so the load generator does not share the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { bodies, ...options } = workerData;
let next = 0;
const autocannonOptions = {
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
};
// Off the main thread autocannon hands back raw histograms: aggregate them as its main thread does.
const raw = await autocannon(autocannonOptions);
const result = autocannon.aggregateResult([raw], autocannonOptions);
parentPort.postMessage({
  // Per-second samples are not kept off the main thread: completed requests over the run's time.
  reqPerSec: raw.totalCompletedRequests / raw.duration,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requests: raw.totalCompletedRequests,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
});
