import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { preparingClient } from '../src/db/client.js';

/** A pg client that records what it was asked instead of talking to a server. */
class RecordingClient {
  static calls: unknown[][] = [];
  query(...args: unknown[]) {
    RecordingClient.calls.push(args);
    return undefined as never;
  }
}

describe('preparingClient', () => {
  const Client = preparingClient(RecordingClient as unknown as typeof pg.Client);
  const names = () => RecordingClient.calls.map(([config]) => (config as { name?: string }).name);

  it('names a parameterised text from its third run on, the same name on every connection', () => {
    RecordingClient.calls = [];
    const a = new Client();
    const b = new Client();
    for (const client of [a, a, b, b, a]) void client.query({ text: 'select $1::int', rowMode: 'array' }, [1]);
    const [, , third, fourth, fifth] = names();
    expect(names().slice(0, 2)).toEqual([undefined, undefined]);
    expect(third).toMatch(/^cofre_\d+$/);
    expect([fourth, fifth]).toEqual([third, third]);
    expect((RecordingClient.calls[4]![0] as { rowMode: string }).rowMode).toBe('array');
  });

  it('leaves statements without parameters (transactions, scripts) and already named ones alone', () => {
    RecordingClient.calls = [];
    const client = new Client();
    for (let i = 0; i < 4; i++) void client.query('BEGIN');
    for (let i = 0; i < 4; i++) void client.query({ text: 'select $1', name: 'mine' }, [1]);
    expect(names()).toEqual([undefined, undefined, undefined, undefined, 'mine', 'mine', 'mine', 'mine']);
  });

  it('names text-and-values calls too (pg-boss and operator scripts)', () => {
    RecordingClient.calls = [];
    const client = new Client();
    for (let i = 0; i < 3; i++) void client.query('select $1::text as x', ['a']);
    expect(names()[2]).toMatch(/^cofre_\d+$/);
    expect(RecordingClient.calls[2]![1]).toEqual(['a']);
  });
});
