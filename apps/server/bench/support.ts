// Shared by the bench scripts: percentiles and the timed loop over HTTP cases.
export const ROUNDS = 100;

export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

/** Each case 5 warm-up calls then ROUNDS timed ones; prints p50/p95 per case and returns the p95 of all. */
export async function timeCases(
  address: string,
  headers: Record<string, string>,
  label: string,
  cases: Record<string, (round: number) => string>,
) {
  const all: number[] = [];
  for (const [name, url] of Object.entries(cases)) {
    const times: number[] = [];
    for (let round = -5; round < ROUNDS; round++) {
      const start = performance.now();
      const response = await fetch(`${address}${url(round + 5)}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      if (round >= 0) times.push(performance.now() - start);
    }
    all.push(...times);
    console.log(
      `  ${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
    );
  }
  console.log(`${label}: p95 ${percentile(all, 95).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms`);
  return percentile(all, 95);
}
