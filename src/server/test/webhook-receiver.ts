// A local HTTPS receiver for webhook tests: a self-signed certificate made with openssl for
// localhost and 127.0.0.1 (the app is told to trust it), every request kept, and the signature
// checked as the Standard Webhooks reference libraries do.
import { execFileSync } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ReceivedHook {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A key and certificate for localhost, valid for a day. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ospo-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Standard Webhooks verification (the reference algorithm): the timestamp within five minutes of
 * `now`, and one of the space-separated `v1,` signatures equal to base64 HMAC-SHA256 of
 * `id.timestamp.body` keyed by the base64 bytes after `whsec_`. Throws on failure.
 */
export function verifyStandardWebhook(
  secret: string,
  headers: ReceivedHook['headers'],
  body: string,
  now = new Date(),
): void {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = Number(headers['webhook-timestamp']);
  const signatures = String(headers['webhook-signature'] ?? '');
  if (!id || !Number.isInteger(timestamp) || !signatures) throw new Error('Missing headers');
  if (Math.abs(now.getTime() / 1000 - timestamp) > 5 * 60) throw new Error('Timestamp too old');
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  for (const entry of signatures.split(' ')) {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) continue;
    const given = Buffer.from(value, 'base64');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return;
  }
  throw new Error('No matching signature');
}

export class WebhookReceiver {
  readonly received: ReceivedHook[] = [];
  /** The status the next requests are answered with. */
  status = 200;
  answer = 'ok';
  readonly certificate = selfSignedCertificate();
  private server: Server | undefined;

  async start(): Promise<void> {
    this.server = createServer(this.certificate, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString(),
        });
        response.writeHead(this.status, { 'content-type': 'text/plain' }).end(this.answer);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  url(host = 'localhost', path = '/hook'): string {
    return `https://${host}:${this.port}${path}`;
  }

  clear(): void {
    this.received.length = 0;
    this.status = 200;
    this.answer = 'ok';
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
