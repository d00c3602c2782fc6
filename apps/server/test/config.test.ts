import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.js';

describe('configFromEnv', () => {
  it('listens on this machine only unless HOST says otherwise (the demo password is public)', () => {
    expect(configFromEnv({}).host).toBe('127.0.0.1');
    expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
