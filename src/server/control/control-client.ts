import { request, type IncomingMessage } from 'node:http';
import path from 'node:path';

/** Where a running server answers local commands: DATA_DIR/control.sock. */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

/**
 * GET `route` from the server running on DATA_DIR, through its control socket. Resolves with the
 * response once its status is 200; otherwise rejects with the server's message.
 */
export function controlRequest(dataDir: string, route: string): Promise<IncomingMessage> {
  const socketPath = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const sent = request({ socketPath, path: route, method: 'GET' }, (response) => {
      if (response.statusCode === 200) return resolve(response);
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const message = (() => {
          try {
            return (JSON.parse(body) as { message?: string }).message;
          } catch {
            return undefined;
          }
        })();
        reject(new Error(message ?? `${socketPath} answered ${response.statusCode}`));
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** True when a server answers on DATA_DIR's control socket. */
export async function controlSocketAnswers(dataDir: string): Promise<boolean> {
  try {
    const response = await controlRequest(dataDir, '/status');
    response.resume();
    return true;
  } catch {
    return false;
  }
}
