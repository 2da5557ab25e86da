import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from '../../lib/private-address';

export type FetchLimits = {
  /** The whole answer, from the request to its last byte. */
  timeoutMs: number;
  /** Bytes of one file's body; a longer answer is cut off and fails the sync. */
  maxBytes: number;
  /** Private and loopback addresses may be reached (DISCOVERY_ALLOW_PRIVATE=1). */
  allowPrivate: boolean;
};

export const DEFAULT_FETCH_LIMITS: Omit<FetchLimits, 'allowPrivate'> = {
  timeoutMs: 30_000,
  maxBytes: 5 * 1024 * 1024,
};

/** What the last successful answer of a file said, sent back to ask "changed since?". */
export type Validators = { etag: string | null; lastModified: string | null };

export type FileAnswer =
  | ({ status: 'read'; text: string } & Validators)
  | { status: 'not-modified' }
  | { status: 'missing' };

/** A file the source could not give: the sync stops and records this message. */
export class SourceError extends Error {
  constructor(url: string, problem: string) {
    super(`${url}: ${problem}`);
    this.name = 'SourceError';
  }
}

/**
 * Resolves as usual, then refuses private and loopback addresses: checked on every connection,
 * so a name that resolved to a public address at start-up cannot later lead inside the network.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const found = addresses as LookupAddress[];
    const usable = found.filter((entry) => !isPrivateAddress(entry.address));
    if (!usable.length) {
      const refused = new Error(`${hostname} resolves to a private or loopback address`);
      return callback(Object.assign(refused, { code: 'EPRIVATE' }), '', 0);
    }
    if ((options as LookupOptions).all) return callback(null, usable as never);
    return callback(null, usable[0]!.address, usable[0]!.family);
  });
};

/** Reads the body up to the limit, stopping (not buffering on) as soon as it is passed. */
function readBody(response: IncomingMessage, url: string, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new SourceError(url, `larger than ${Math.round(maxBytes / 1024)} KB, not read`));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
  });
}

const describeFailure = (error: NodeJS.ErrnoException): string => {
  if (error.code === 'EPRIVATE') return error.message;
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN')
    return 'the host name could not be looked up (DNS)';
  if (error.code === 'ECONNREFUSED') return 'the connection was refused';
  if (error.code === 'ECONNRESET') return 'the connection was closed before the answer ended';
  return error.message;
};

/**
 * Fetches one file of the source with the validators of its last successful answer: 200 gives
 * its text and new validators, 304 says it is unchanged, 404 that the source has no such file.
 * Anything else (another status, a time-out, an answer over the size limit) throws SourceError.
 */
export function fetchSourceFile(
  url: string,
  validators: Validators | undefined,
  limits: FetchLimits,
): Promise<FileAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (validators?.etag) headers['if-none-match'] = validators.etag;
  if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
  const client = url.startsWith('https:') ? https : http;
  let timer: NodeJS.Timeout | undefined;
  const answer = new Promise<FileAnswer>((resolve, reject) => {
    const fail = (problem: string) => reject(new SourceError(url, problem));
    const request = client.get(
      url,
      { headers, lookup: limits.allowPrivate ? undefined : publicOnlyLookup },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status === 304 || status === 404) {
          response.resume();
          resolve({ status: status === 304 ? 'not-modified' : 'missing' });
          return;
        }
        if (status !== 200) {
          response.resume();
          fail(
            `the source answered ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}`,
          );
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (declared > limits.maxBytes) {
          response.destroy();
          fail(`larger than ${Math.round(limits.maxBytes / 1024)} KB, not read`);
          return;
        }
        readBody(response, url, limits.maxBytes).then(
          (text) =>
            resolve({
              status: 'read',
              text,
              etag: response.headers.etag ?? null,
              lastModified: response.headers['last-modified'] ?? null,
            }),
          reject,
        );
      },
    );
    timer = setTimeout(() => {
      fail(`no complete answer within ${limits.timeoutMs / 1000} s`);
      request.destroy();
    }, limits.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => fail(describeFailure(error)));
  });
  return answer.finally(() => clearTimeout(timer));
}
