// A confs.tech-like source on 127.0.0.1 for the sync tests: files the test changes between syncs,
// ETag / Last-Modified and 304 as a static file server answers, and the failures a source can
// have (a status, an answer that never ends, one far too large).
import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FixtureFile =
  | { entries: unknown[] }
  | { raw: string }
  | { status: number }
  | { hang: true }
  | { endlessBytes: number };

export class FixtureSource {
  private server = http.createServer((request, response) => this.answer(request, response));
  private files = new Map<string, FixtureFile>();
  private versions = new Map<string, number>();
  /** The headers of each request, by path, in order. */
  readonly requests: { path: string; headers: IncomingHttpHeaders }[] = [];
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/data`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** Serves `conferences/{year}/{topic}.json` as given; a new content gets a new ETag. */
  set(year: number, topic: string, file: FixtureFile | undefined): void {
    const path = `/data/conferences/${year}/${topic}.json`;
    if (!file) this.files.delete(path);
    else this.files.set(path, file);
    this.versions.set(path, (this.versions.get(path) ?? 0) + 1);
  }

  private answer(request: http.IncomingMessage, response: ServerResponse): void {
    const path = request.url ?? '';
    this.requests.push({ path, headers: request.headers });
    const file = this.files.get(path);
    if (!file) return void response.writeHead(404).end('Not Found');
    if ('status' in file) return void response.writeHead(file.status).end('Failure');
    if ('hang' in file) return void response.writeHead(200).write('[');
    if ('endlessBytes' in file) return this.endless(response, file.endlessBytes);
    const etag = `"${path.length}-${this.versions.get(path)}"`;
    const lastModified = new Date(Date.UTC(2026, 0, this.versions.get(path))).toUTCString();
    if (request.headers['if-none-match'] === etag) return void response.writeHead(304).end();
    const body = 'raw' in file ? file.raw : JSON.stringify(file.entries);
    response.writeHead(200, {
      etag,
      'last-modified': lastModified,
      'content-type': 'application/json',
    });
    response.end(body);
  }

  /** Streams `total` bytes without a Content-Length, only as fast as the client reads. */
  private endless(response: ServerResponse, total: number): void {
    response.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const write = () => {
      while (sent < total && !response.destroyed) {
        sent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', write);
      }
      if (!response.destroyed) response.end();
    };
    write();
  }
}
