import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Addresses a server-side fetch must not reach unless the operator allows it: this machine,
// its private networks and the ranges no public host has.
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** A loopback, private, link-local or otherwise non-public address (IPv4, IPv6, IPv4 in IPv6). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]!);
  const version = isIP(address);
  if (version === 0) return false;
  return PRIVATE.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** A host name that is, or always means, a private address (no lookup needed). */
export function isPrivateHostName(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare.endsWith('.localhost') || isPrivateAddress(bare);
}

/**
 * The private addresses a host name resolves to (empty when all are public). A name that does
 * not resolve now gives none: the fetch checks every address it connects to again.
 */
export async function privateAddressesOf(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isPrivateHostName(bare)) return [bare];
  if (isIP(bare)) return [];
  const found = await lookup(bare, { all: true }).catch(() => []);
  return found.map((entry) => entry.address).filter(isPrivateAddress);
}
