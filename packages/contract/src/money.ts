/**
 * Money, written one way (docs/architecture.md, "One way to write each thing").
 *
 * - An amount is integer centavos of BRL, typed `Cents` (a brand on `number`, like Hyperswitch's
 *   `MinorUnit(i64)` newtype): `cents(n)` is the one way in, and it refuses fractions.
 * - One rounding rule: half up, i.e. to the nearest centavo with halves away from zero
 *   (0,5 → 1; -0,5 → -1), so a reversed amount is exactly the negative of the original. `scale` and
 *   `basisPoints` are the only ways to multiply money by a rate; they work on exact integers (never on
 *   a float product) and give what every fee, ISS and late charge of the system gave before.
 * - One way to split: `allocate` (largest remainder) for proportional shares that must add up;
 *   `splitInstalments` for the card-instalment convention (docs/decisions.md, "Instalment split").
 */

declare const centsBrand: unique symbol;

/** Integer centavos of BRL. Build it with `cents()`; arithmetic on it gives a bare number again. */
export type Cents = number & { readonly [centsBrand]: 'Cents' };

/**
 * What a money parameter accepts: a `Cents`, or an integer written as a literal in the source
 * (`feeFor(10_000, …)` in a test or a constant table). A computed bare `number` is refused at
 * compile time: it has to pass through `cents()` first. Use as `amount: N & CentsIn<N>` with
 * `<N extends number>`.
 */
export type CentsIn<N extends number> = N extends Cents
  ? N
  : number extends N
    ? Cents
    : `${N}` extends `${bigint}`
      ? N
      : Cents;

/** True for a safe integer: the runtime check behind `Cents`. */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** The one way into `Cents`: a safe integer (negative allowed, for debits), otherwise a RangeError. */
export function cents(value: number): Cents {
  if (!isCents(value)) throw new RangeError(`Money must be integer centavos, got ${value}`);
  // -0 would make equal amounts compare unequal in tests and JSON; it is plain 0.
  return (value === 0 ? 0 : value) as Cents;
}

/** The sum of amounts, checked to stay a safe integer. */
export function sumCents(values: Iterable<number>): Cents {
  let total = 0;
  for (const value of values) total += cents(value);
  return cents(total);
}

function toBigInt(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
  return BigInt(value);
}

/** numerator / denominator (denominator > 0) rounded to the nearest integer, halves away from zero. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/**
 * amount × numerator / denominator, rounded half up to the centavo: THE rounding rule of the system.
 * Exact for any safe integers (the product is taken in BigInt), so it never depends on float error.
 * Example: interest of 1 % a month for 7 days is `scale(value, 100 * 7, 10_000 * 30)`.
 */
export function scale(amount: number, numerator: number, denominator: number): Cents {
  const [product, divisor] = scaledProduct(amount, numerator, denominator);
  return cents(Number(divideHalfUp(product, divisor)));
}

function scaledProduct(amount: number, numerator: number, denominator: number): [bigint, bigint] {
  const divisor = toBigInt(denominator, 'The denominator');
  if (divisor <= 0n) throw new RangeError('The denominator must be positive');
  return [toBigInt(cents(amount), 'The amount') * toBigInt(numerator, 'The numerator'), divisor];
}

/**
 * amount × numerator / denominator rounded UP to the centavo (towards +∞): the least amount that
 * covers the exact value, for what must be enough (a gross-up that still nets its target).
 */
export function scaleUp(amount: number, numerator: number, denominator: number): Cents {
  const [product, divisor] = scaledProduct(amount, numerator, denominator);
  const quotient = product / divisor;
  return cents(Number(product % divisor > 0n ? quotient + 1n : quotient));
}

/**
 * amount × numerator / denominator rounded DOWN to the centavo (towards −∞): the most that stays
 * within the exact value, for what must not be exceeded (a limit divided among months).
 */
export function scaleDown(amount: number, numerator: number, denominator: number): Cents {
  const [product, divisor] = scaledProduct(amount, numerator, denominator);
  const quotient = product / divisor;
  return cents(Number(product % divisor < 0n ? quotient - 1n : quotient));
}

/** A rate in basis points (299 = 2,99 %) of an amount, rounded half up to the centavo. */
export function basisPoints(amount: number, rateBp: number): Cents {
  return scale(amount, rateBp, 10_000);
}

/**
 * Splits `total` into one part per weight, proportionally, without creating or losing a centavo
 * (largest remainder method): every part is its exact share rounded down, and the centavos left go
 * one each to the parts with the largest remainders, ties to the earlier part. So the parts add up
 * to `total`, each is within one centavo of its exact share, a zero weight gets 0, and the same input
 * always gives the same output. A negative total splits as the negative of its magnitude.
 *
 * Weights are non-negative safe integers (centavos, basis points, counts) with a positive sum: exact
 * shares, no float. Use it for proportional refunds, split shares and anything "by weight".
 */
export function allocate(total: number, weights: readonly number[]): Cents[] {
  const amount = cents(total);
  if (weights.length === 0) throw new RangeError('allocate needs at least one weight');
  const big = weights.map((weight) => {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`Weights must be non-negative integers, got ${weight}`);
    }
    return BigInt(weight);
  });
  const weightSum = big.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) throw new RangeError('allocate needs a positive weight');
  if (amount < 0) return allocate(-amount, weights).map((part) => cents(-part));

  const whole = BigInt(amount);
  const shares = big.map((weight, index) => ({
    index,
    floor: (whole * weight) / weightSum,
    remainder: (whole * weight) % weightSum,
  }));
  let left = whole - shares.reduce((sum, share) => sum + share.floor, 0n);
  const parts = shares.map((share) => share.floor);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0n) break;
    parts[share.index] = (parts[share.index] as bigint) + 1n;
    left -= 1n;
  }
  return parts.map((part) => cents(Number(part)));
}

/**
 * Splits `total` into `count` equal instalments; the centavos that do not divide go to the FIRST
 * instalment (docs/decisions.md, "Instalment split": what Brazilian acquirers print and what every
 * stored receivable follows). Not `allocate`, on purpose: with equal weights it would spread the
 * remainder one centavo each over the first instalments, a different schedule.
 */
export function splitInstalments(total: number, count: number): Cents[] {
  const amount = cents(total);
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`Instalments must be 1 or more, got ${count}`);
  const base = Math.trunc(amount / count);
  const first = amount - base * count + base;
  return Array.from({ length: count }, (_, index) => cents(index === 0 ? first : base));
}
