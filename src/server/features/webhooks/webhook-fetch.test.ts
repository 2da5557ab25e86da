import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook, systemResolver } from './webhook-fetch';

let server: Server;
let base: string;
let bytesSent = 0;
const LARGE = 32 * 1024 * 1024;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    if (request.url === '/hang') return;
    // 32 MB, written in chunks as the socket takes them: the reader must stop after 64 KB.
    response.writeHead(200);
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const write = () => {
      while (bytesSent < LARGE) {
        bytesSent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', write);
      }
      response.end();
    };
    write();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const options = { resolver: systemResolver, allowPrivate: true };

describe('postWebhook', () => {
  it('gives up when no answer comes within the time-out', async () => {
    await expect(
      postWebhook(`${base}/hang`, {}, '{}', { ...options, timeoutMs: 200 }),
    ).rejects.toThrow(/No answer within 0.2 s|timed out/);
  });

  it('reads an answer up to 64 KB and keeps its first 2 KB', async () => {
    const answer = await postWebhook(`${base}/big`, {}, '{}', options);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(2048);
    expect(bytesSent).toBeLessThan(LARGE);
  });

  it('refuses a private address unless allowed', async () => {
    await expect(
      postWebhook(`${base}/big`, {}, '{}', { ...options, allowPrivate: false }),
    ).rejects.toThrow(/private/);
  });
});
