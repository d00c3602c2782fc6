import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { ForbiddenAddressError, guardedLookup, isPublicAddress } from '../src/modules/webhooks/url-safety.js';

/** The guarded lookup as http.request calls it, answered as a promise. */
const resolve = (hostname: string, all: boolean) =>
  new Promise<{ error: Error | null; address: string | LookupAddress[] }>((done) =>
    guardedLookup(hostname, { all }, (error, address) => done({ error, address })),
  );

describe('webhook delivery lookup (SSRF at connect time)', () => {
  it('refuses a name that resolves to loopback, whichever answer shape http asks for', async () => {
    for (const all of [false, true]) {
      const { error, address } = await resolve('localhost', all);
      expect(error).toBeInstanceOf(ForbiddenAddressError);
      expect(address).toEqual([]);
    }
  });

  it('knows public from internal addresses', () => {
    expect(isPublicAddress('93.184.215.14')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.10',
      '169.254.169.254',
      '::1',
      '100.64.0.1',
      'fe80::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
