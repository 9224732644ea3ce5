/**
 * The address rules for fetching images named in an import (server-side request forgery): the
 * profile-image proxy's (https, no credentials, the default port, no redirects, a time and size
 * limit, image types only) with "public addresses only" in place of its Google allow-list: the
 * host, and every address it resolves to, must be a public unicast address.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

const PRIVATE_V4: [number, number][] = [
  // [network, prefix length]: this network, private, carrier NAT, loopback, link-local,
  // IETF, TEST-NETs, benchmarking, multicast and reserved.
  [0x00000000, 8],
  [0x0a000000, 8],
  [0x64400000, 10],
  [0x7f000000, 8],
  [0xa9fe0000, 16],
  [0xac100000, 12],
  [0xc0000000, 24],
  [0xc0000200, 24],
  [0xc0a80000, 16],
  [0xc6120000, 15],
  [0xc6336400, 24],
  [0xcb007100, 24],
  [0xe0000000, 3],
];

function privateV4(address: string): boolean {
  const n = address.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
  return PRIVATE_V4.some(
    ([net, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(net / 2 ** (32 - bits)),
  );
}

/** Whether an IP address is one the shop must not fetch from (anything but public unicast). */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) return privateV4(address);
  const a = address.toLowerCase().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return privateV4(mapped[1]!);
  // Public IPv6 unicast is 2000::/3; everything else (loopback, ULA, link-local, mapped forms) is not.
  return !/^[23][0-9a-f]{3}:/.test(a) || /^2001:(db8|0{0,3}:)/.test(a) || a.startsWith('2002:');
}

/** Why this address is refused before any lookup, or null. */
export function publicAddressProblem(url: URL): string | null {
  if (url.protocol !== 'https:') return 'only https addresses are fetched';
  if (url.username || url.password || url.port)
    return 'an address with a user or a port is refused';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  )
    return 'only public addresses are fetched';
  if (isIP(host) && isPrivateAddress(host)) return 'only public addresses are fetched';
  return null;
}

/** Resolves the host and refuses it when any address it has is not public. */
export async function checkResolvesPublic(url: URL, resolve = lookup): Promise<string | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return null;
  const addresses = await resolve(host, { all: true }).catch(() => null);
  if (!addresses || addresses.length === 0) return 'the host could not be found';
  return addresses.some((a) => isPrivateAddress(a.address))
    ? 'only public addresses are fetched'
    : null;
}
