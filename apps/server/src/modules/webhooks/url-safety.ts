import { lookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A URL whose host is (or resolves to) a loopback, private, link-local or otherwise internal address. */
export class ForbiddenAddressError extends Error {
  constructor() {
    super('forbidden webhook address');
    this.name = 'ForbiddenAddressError';
  }
}

/** Only global unicast addresses: never loopback, RFC 1918, link-local (cloud metadata), CGNAT, … */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * A dns.lookup for http.request that refuses internal addresses: it runs when the socket connects,
 * so a name that resolved to a public address when the URL was saved and to 127.0.0.1 now (DNS
 * rebinding) is refused at delivery.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      return callback(new ForbiddenAddressError() as NodeJS.ErrnoException, []);
    }
    const [first] = addresses;
    if (options.all || !first) return callback(null, addresses);
    return callback(null, first.address, first.family);
  });
};

/** The URL's host when it is an address literal ('[::1]' → '::1'), else null (a name, resolved later). */
export function literalAddressOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
}

/** Checks a URL when it is saved: a literal must be public; a name must resolve only to public addresses. */
export async function assertPublicUrl(raw: string): Promise<void> {
  const url = new URL(raw);
  const literal = literalAddressOf(url);
  if (literal) {
    if (!isPublicAddress(literal)) throw new ForbiddenAddressError();
    return;
  }
  if (url.hostname === 'localhost' || url.hostname.endsWith('.localhost')) throw new ForbiddenAddressError();
  await new Promise<void>((resolve, reject) =>
    guardedLookup(url.hostname, { all: true }, (error) => (error ? reject(error) : resolve())),
  );
}
