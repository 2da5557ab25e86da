import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { URL_MESSAGES, WEBHOOK_RULES } from '@shared/schemas/webhook';
import { isPrivateAddress, isPrivateHostName } from '../../lib/private-address';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Host name → addresses; tests inject a stub (a name that answers public, then private). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (host) => dnsLookup(host, { all: true });

export interface FetchOptions {
  resolver: Resolver;
  allowPrivate: boolean;
  /** Extra trusted certificates (tests' self-signed receiver). */
  ca?: string | Buffer;
  timeoutMs?: number;
}

/** An address refused or not found: the message names the rule, as the save-time 400 does. */
export class AddressRefused extends Error {}

/**
 * The address to connect to, checked: a literal address, or the first the name resolves to when
 * none of them is private, loopback, link-local or metadata (unless allowed). The request then
 * connects to exactly this address, so a second lookup cannot lead elsewhere (DNS re-binding).
 */
export async function checkedAddress(
  url: URL,
  options: Pick<FetchOptions, 'resolver' | 'allowPrivate'>,
): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && isPrivateHostName(host))
    throw new AddressRefused(URL_MESSAGES.private);
  const family = isIP(host);
  if (family) return { address: host, family };
  const found = await options.resolver(host).catch(() => []);
  if (!found.length) throw new AddressRefused(URL_MESSAGES.unresolvable);
  if (!options.allowPrivate && found.some((entry) => isPrivateAddress(entry.address))) {
    throw new AddressRefused(URL_MESSAGES.private);
  }
  return found[0]!;
}

export interface PostAnswer {
  status: number;
  /** The first 2 KB of the answer (read up to 64 KB, then the connection is dropped). */
  body: string;
  durationMs: number;
}

/**
 * POSTs a body to a checked address: no redirect is followed (a 3xx is an answer like any
 * other), the whole exchange is cut at the time-out, and at most 64 KB of the answer are read.
 */
export async function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: FetchOptions,
): Promise<PostAnswer> {
  const url = new URL(target);
  const pinned = await checkedAddress(url, options);
  const lookup: LookupFunction = (_host, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) callback(null, [pinned] as never);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  const started = performance.now();
  const requestOptions: https.RequestOptions = {
    method: 'POST',
    lookup,
    ca: options.ca,
    headers: {
      ...headers,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': 'OSPO-Events-Webhooks/1',
    },
    timeout: options.timeoutMs ?? WEBHOOK_RULES.timeoutMs,
  };
  return new Promise<PostAnswer>((resolve, reject) => {
    const request = client.request(url, requestOptions, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).subarray(0, WEBHOOK_RULES.logAnswerBytes).toString('utf8'),
          durationMs: Math.round(performance.now() - started),
        });
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= WEBHOOK_RULES.readAnswerBytes) chunks.push(chunk);
        else {
          response.destroy();
          done();
        }
      });
      response.on('end', done);
      response.on('error', reject);
    });
    const limit = options.timeoutMs ?? WEBHOOK_RULES.timeoutMs;
    const deadline = setTimeout(
      () => request.destroy(new Error(`No answer within ${limit / 1000} s`)),
      limit,
    );
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new Error('the connection timed out')));
    request.on('error', reject);
    request.end(body);
  });
}
