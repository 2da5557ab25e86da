import nodemailer from 'nodemailer';
import { smtpServerName } from './mail-settings';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Stable per notice (<outbox-12@host>), so a receiving system can tell a repeat. */
  messageId?: string;
}

/** Sends email through SMTP_URL, or says it cannot (enabled false) when none is configured. */
export interface Mailer {
  enabled: boolean;
  from: string;
  /** Resolves when the SMTP server accepted the message; rejects with the server's reason. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** What a failed send leaves for the outbox: words for people, and whether retrying can help. */
export interface MailFailure {
  message: string;
  permanent: boolean;
}

interface SmtpError extends Error {
  code?: string;
  originalCode?: string;
  responseCode?: number;
  response?: string;
  command?: string;
  permanent?: boolean;
}

const ERROR_WORDS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused (is the server running and the port right?)',
  ECONNRESET: 'the server closed the connection',
  ENOTFOUND: 'the host name was not found',
  EAI_AGAIN: 'the host name could not be looked up (DNS)',
  EHOSTUNREACH: 'the host cannot be reached',
  ETIMEDOUT: 'it did not answer in time',
  ECONNECTION: 'the connection closed unexpectedly',
  ETLS: 'the TLS handshake failed (smtps:// on a plain port, or the other way round?)',
  EAUTH: 'it refused the user name or password in SMTP_URL',
  ENOAUTH: 'it requires a user name and password in SMTP_URL',
  EENVELOPE: 'it refused the sender or the recipient',
  EMESSAGE: 'it refused the message',
  EPROTOCOL: 'it answered something that is not SMTP',
  EDNS: 'the host name could not be looked up (DNS)',
};

/** The SMTP error in words: 'Mail server mail.example.org:587: the connection was refused …'. */
export function describeMailError(error: unknown, smtpUrl: string): MailFailure {
  const failure = error as SmtpError;
  const server = `Mail server ${smtpServerName(smtpUrl)}`;
  const code = failure.originalCode ?? failure.code ?? '';
  const words = ERROR_WORDS[code] ?? ERROR_WORDS[failure.code ?? ''];
  const reply = failure.response ? ` (it said: ${failure.response.trim()})` : '';
  const message = words
    ? `${server}: ${words}${reply}`
    : `${server}: ${failure.message || 'sending failed'}${reply}`;
  return { message, permanent: failure.permanent === true };
}

/** A mailer for SMTP_URL and MAIL_FROM; a disabled one when SMTP_URL is unset. */
export function createMailer(settings: { smtpUrl?: string; from: string }): Mailer {
  const { smtpUrl, from } = settings;
  if (!smtpUrl) {
    return {
      enabled: false,
      from,
      send: () => Promise.reject(new Error('Email is off: SMTP_URL is not set')),
      close: () => {},
    };
  }
  // One connection per message: few messages, and a server that was down is simply tried again.
  // Timeouts stay well inside the outbox's lease, so a hung server cannot outlive a claim.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    enabled: true,
    from,
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId,
      });
    },
    close: () => transport.close(),
  };
}
