import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.js';

describe('configFromEnv', () => {
  it('listens on this machine only unless HOST says otherwise (the demo password is public)', () => {
    expect(configFromEnv({}).host).toBe('127.0.0.1');
    expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('keeps DATABASE_POOL_SIZE connections a process, 10 unless set, and refuses what is not a count', () => {
    expect(configFromEnv({}).databasePoolSize).toBe(10);
    expect(configFromEnv({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    for (const wrong of ['0', '-2', 'dez', '2.5']) {
      expect(() => configFromEnv({ DATABASE_POOL_SIZE: wrong })).toThrow(/DATABASE_POOL_SIZE must be/);
    }
  });
});
