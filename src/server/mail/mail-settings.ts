import { z } from 'zod';
import { PRODUCT_NAME } from '@shared/domain';

/** smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start), with a host. */
export function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const SMTP_URL_MESSAGE =
  'SMTP_URL must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:password@mail.example.org:587';
export const MAIL_FROM_MESSAGE =
  'MAIL_FROM must be an email address, optionally with a name: OSPO Events <events@example.org>';

const NAMED_ADDRESS = /^\s*(?:"?([^"<>]*?)"?\s*)?<([^<>\s]+)>\s*$/;

/** "Name <address>" or a bare address → its parts; null when the address is not one. */
export function parseMailFrom(value: string): { name: string; address: string } | null {
  const named = NAMED_ADDRESS.exec(value);
  const name = named ? (named[1] ?? '').trim() : '';
  const address = (named ? named[2]! : value).trim();
  return z.email().safeParse(address).success ? { name, address } : null;
}

/** The sender when MAIL_FROM is unset: the product's name at the public host. */
export function defaultMailFrom(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  const domain = host.includes('.') ? host : `${host}.localdomain`;
  return `${PRODUCT_NAME} <notifications@${domain}>`;
}

/** The host and port of an SMTP_URL, for messages (never its user or password). */
export function smtpServerName(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return `${url.hostname}:${port}`;
}
