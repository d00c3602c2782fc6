import { describe, expect, it } from 'vitest';
import { pgbenchScript } from '../bench/load-sql.js';

// bench:load replays a read path's captured statements with pgbench -M prepared (issue 40's ratio):
// the script must send the same statement with the same values, as parameters.
describe("pgbench's script for a read path", () => {
  it('turns each $n into a variable given by -D, serialised as node-postgres sends it', () => {
    const { script, variables } = pgbenchScript([
      {
        text: 'select * from charges where seller_id = $1 and status = any($2) and due >= $3::date limit $4',
        values: ['7d6c1a4e-2f4b-4c7a-9a53-0c3c1f0e9b11', ['PAID', 'LATE'], new Date('2026-11-29T12:00:00Z'), 20],
      },
      { text: "select count(*) from notifications where payload->>'at' = '10:30' and user_id = $1;", values: [null] },
    ]);
    expect(script).toBe(
      'select * from charges where seller_id = :s0_1 and status = any(:s0_2) and due >= :s0_3::date limit :s0_4;\n' +
        "select count(*) from notifications where payload->>'at' = '10:30' and user_id = NULL;",
    );
    expect(variables.slice(0, 2)).toEqual(['s0_1=7d6c1a4e-2f4b-4c7a-9a53-0c3c1f0e9b11', 's0_2={"PAID","LATE"}']);
    expect(variables[2]).toMatch(/^s0_3=2026-11-29T\d\d:00:00\.000[+-]\d\d:\d\d$/);
    expect(variables[3]).toBe('s0_4=20');
    expect(variables).toHaveLength(4);
  });

  it('keeps $10 apart from $1', () => {
    const values = Array.from({ length: 10 }, (_, index) => index + 1);
    const { script } = pgbenchScript([{ text: 'select $1 + $10', values }]);
    expect(script).toBe('select :s0_1 + :s0_10;');
  });
});
