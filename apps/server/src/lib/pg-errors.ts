/**
 * True when `error` (or what it wraps: Drizzle wraps the driver's error in `cause`) is PostgreSQL's
 * unique_violation (23505) on `constraint`. Both drivers, pg and PGlite, report the constraint name.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return candidate.constraint === constraint || String(candidate.message).includes(`"${constraint}"`);
    }
    current = candidate.cause;
  }
  return false;
}
