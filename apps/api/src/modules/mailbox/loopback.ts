/** Whether a request comes from this machine: decided by the socket, never by a header. */
import type { FastifyRequest } from 'fastify';
import { isIPv4 } from 'node:net';

const MAPPED_V4 = '::ffff:';

/** 127.0.0.0/8, ::1, and IPv4 loopback mapped into IPv6 (::ffff:127.x.x.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith(MAPPED_V4)
    ? address.slice(MAPPED_V4.length)
    : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * request.ip follows TRUST_PROXY and so a forwarded header; the socket address does not. A loopback
 * socket that carries forwarding headers is a local proxy relaying someone else, so it does not count.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const relayed =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !relayed && isLoopbackAddress(request.socket.remoteAddress);
}
