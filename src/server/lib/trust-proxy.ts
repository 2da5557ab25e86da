import { isIP } from 'node:net';

/** What Fastify's `trustProxy` accepts from configuration: nothing, everything, a hop count or a list. */
export type TrustProxy = boolean | number | string;

// proxy-addr also understands these names for whole ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: unset or `false` trusts no proxy, `true` trusts every hop, an integer trusts
 * that many hops, otherwise a comma-separated list of addresses or CIDRs; undefined when invalid.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrCidr) ? entries.join(',') : undefined;
}

/**
 * Fastify's option for a TRUST_PROXY value. Fastify treats a bare number as trusting nothing, so a
 * hop count becomes a function trusting that many hops nearest the server.
 */
export function fastifyTrustProxy(value: TrustProxy) {
  if (typeof value !== 'number') return value;
  return value === 0 ? false : (_address: string, hop: number) => hop < value;
}
