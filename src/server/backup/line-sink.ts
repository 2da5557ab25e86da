import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';

const FLUSH_BYTES = 64 * 1024;

/** Resolves once the stream takes more, so a slow reader holds the backup back instead of memory. */
function write(out: Writable, chunk: Buffer): Promise<void> {
  if (out.destroyed || out.writableEnded) return Promise.reject(closedError());
  if (out.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(closedError());
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

const closedError = () => new Error('The backup output was closed before the end');

/** Writes archive lines in 64 KB chunks, hashing every byte until the trailer. */
export class LineSink {
  private readonly hash = createHash('sha256');
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(private readonly out: Writable) {}

  /** One line holding `value` as JSON. */
  line(value: unknown): Promise<void> {
    return this.raw(JSON.stringify(value));
  }

  /** One line that already is JSON text (rows come from the database that way). */
  async raw(json: string): Promise<void> {
    const bytes = Buffer.from(`${json}\n`);
    this.hash.update(bytes);
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= FLUSH_BYTES) await this.flush();
  }

  /** The last line, carrying the SHA-256 of everything before it; then flushes. */
  async finish(trailer: (sha256: string) => unknown): Promise<void> {
    const bytes = Buffer.from(`${JSON.stringify(trailer(this.hash.digest('hex')))}\n`);
    this.pending.push(bytes);
    await this.flush();
  }

  private async flush(): Promise<void> {
    const chunk = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    await write(this.out, chunk);
  }
}
