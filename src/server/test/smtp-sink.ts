import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the SMTP server accepted, its MIME parts decoded. */
export interface ReceivedMail {
  /** Envelope sender and recipients. */
  from: string;
  to: string[];
  /** Header names lower-cased, folded lines joined, encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset, encoding, data) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data as string, 'base64').toString('utf8')
      : decodeQuotedPrintable((data as string).replaceAll('_', ' ')),
  );
}

function decodeQuotedPrintable(value: string): string {
  const text = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === '=' ? /^[0-9A-F]{2}/i.exec(text.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(
        line.slice(colon + 1).trim(),
      );
    }
  }
  return headers;
}

function splitMessage(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const separator = raw.slice(end).match(/^\r?\n\r?\n/)![0];
  return { headers: parseHeaders(raw.slice(0, end)), body: raw.slice(end + separator.length) };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The text/plain and text/html parts of a message, however deep in multiparts. */
function parts(
  headers: Record<string, string>,
  body: string,
  found: { text: string; html: string },
) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const part = splitMessage(section.replace(/^\r?\n/, ''));
      parts(part.headers, part.body, found);
    }
  } else if (type.toLowerCase().startsWith('text/html')) {
    found.html = decodeBody(headers, body).replace(/\r\n/g, '\n');
  } else if (type.toLowerCase().startsWith('text/plain')) {
    found.text = decodeBody(headers, body).replace(/\r\n/g, '\n');
  }
}

export function parseMail(raw: string, from = '', to: string[] = []): ReceivedMail {
  const { headers, body } = splitMessage(raw);
  const found = { text: '', html: '' };
  parts(headers, body, found);
  return { from, to, headers, subject: headers.subject ?? '', raw, ...found };
}

/**
 * A real SMTP server in the test process, on a loopback port: it receives what the app sends.
 * stop() and start() again on the same port play a mail server that goes down and comes back.
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private hold: { after: number; arrived: () => void } | undefined;
  port = 0;

  /**
   * After `accepted` more messages, the next one is received but never answered (its sender
   * waits for the server's OK): a crash of the sender then leaves it undelivered. Resolves when
   * that message has arrived.
   */
  holdMessageAfter(accepted: number): Promise<void> {
    return new Promise(
      (arrived) => (this.hold = { after: this.messages.length + accepted, arrived }),
    );
  }

  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.hold && this.messages.length >= this.hold.after) {
            this.hold.arrived();
            this.hold = undefined;
            return; // no answer: not accepted, not delivered
          }
          const envelope = session.envelope;
          this.messages.push(
            parseMail(
              Buffer.concat(chunks).toString('utf8'),
              envelope.mailFrom ? envelope.mailFrom.address : '',
              envelope.rcptTo.map((recipient) => recipient.address),
            ),
          );
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Messages to one address. */
  to(address: string): ReceivedMail[] {
    return this.messages.filter((message) => message.to.includes(address));
  }

  clear(): void {
    this.messages.length = 0;
  }
}
