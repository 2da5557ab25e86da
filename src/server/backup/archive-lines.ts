import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { BackupError } from './archive-format';

/** Longer lines mean the file is not ours; the header line is far shorter still. */
const MAX_LINE_BYTES = 16 * 1024 * 1024;
const MAX_HEADER_BYTES = 64 * 1024;

export interface ArchiveLine {
  /** The line's JSON text. */
  text: string;
  value: unknown;
}

/**
 * The lines of a gzip archive file, parsed, with the SHA-256 of the lines taken so far. Read
 * errors become messages naming the file: not gzip, truncated, corrupted, unreadable.
 */
export class ArchiveLines {
  private readonly hash = createHash('sha256');
  private readonly chunks: AsyncIterator<Buffer>;
  private buffered: Buffer = Buffer.alloc(0);
  private compressedBytes = 0;
  private lineCount = 0;
  private ended = false;
  private readonly raw;

  /** `name` is how messages call the file. */
  constructor(
    file: string,
    readonly name = file,
  ) {
    this.raw = createReadStream(file);
    this.raw.on('data', (chunk) => (this.compressedBytes += chunk.length));
    const gunzip = createGunzip();
    this.raw.on('error', (error) => gunzip.destroy(error));
    this.chunks = this.raw.pipe(gunzip)[Symbol.asyncIterator]();
  }

  /** Stops reading (the file is closed however the reading ended). */
  async close(): Promise<void> {
    this.raw.destroy();
    await this.chunks.return?.();
  }

  /** The next line, or null at the end of the file. */
  async next(): Promise<ArchiveLine | null> {
    const bytes = await this.nextBytes();
    if (!bytes) return null;
    this.lineCount += 1;
    const text = bytes.toString('utf8');
    try {
      return { text, value: JSON.parse(text) };
    } catch {
      throw this.lineCount === 1 ? this.foreign() : this.corrupted();
    }
  }

  /** Counts the line into the checksum (every line but the trailer). */
  hashLine(line: ArchiveLine): void {
    this.hash.update(`${line.text}\n`);
  }

  /** SHA-256 (hex) of the lines hashed so far. */
  digest(): string {
    return this.hash.digest('hex');
  }

  foreign = () => new BackupError(`${this.name} is not an OSPO Events backup.`);
  corrupted = () =>
    new BackupError(`${this.name} is corrupted (its content does not match its checksums).`);
  truncated = () =>
    new BackupError(`${this.name} is truncated: the backup ends early (was it copied whole?).`);

  private async nextBytes(): Promise<Buffer | null> {
    for (;;) {
      const newline = this.buffered.indexOf(10);
      if (newline >= 0) {
        const line = this.buffered.subarray(0, newline);
        this.buffered = this.buffered.subarray(newline + 1);
        return line;
      }
      const limit = this.lineCount === 0 ? MAX_HEADER_BYTES : MAX_LINE_BYTES;
      if (this.buffered.length > limit)
        throw this.lineCount === 0 ? this.foreign() : this.corrupted();
      if (this.ended) {
        if (this.buffered.length) throw this.truncated();
        return null;
      }
      const { value, done } = await this.chunks.next().catch((error: unknown) => {
        throw this.readError(error as NodeJS.ErrnoException);
      });
      if (done) this.ended = true;
      else this.buffered = this.buffered.length ? Buffer.concat([this.buffered, value]) : value;
    }
  }

  private readError(error: NodeJS.ErrnoException): Error {
    if (error.code === 'ENOENT') return new BackupError(`Cannot read ${this.name}: no such file.`);
    if (error.code === 'EACCES')
      return new BackupError(`Cannot read ${this.name}: permission denied.`);
    if (error.code === 'EISDIR')
      return new BackupError(`Cannot read ${this.name}: it is a folder.`);
    if (this.compressedBytes === 0) return new BackupError(`${this.name} is empty.`);
    if (error.code === 'Z_DATA_ERROR' && /header check/.test(error.message)) {
      return new BackupError(`${this.name} is not an OSPO Events backup (not gzip-compressed).`);
    }
    if (error.code === 'Z_BUF_ERROR') return this.truncated();
    if (error.code?.startsWith('Z_')) return this.corrupted();
    return error;
  }
}
