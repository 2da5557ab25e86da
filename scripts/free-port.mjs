// A TCP port nothing listens on now, picked by the OS. Run as a script it prints one, for callers
// that need it synchronously (playwright.config.ts).
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Resolves with a port the OS just handed out on 127.0.0.1 and released. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await freePort());
