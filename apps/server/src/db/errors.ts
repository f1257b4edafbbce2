/** Postgres unique_violation, from either driver (drizzle wraps the driver's error in `cause`). */
export function uniqueViolation(err: unknown): { constraint: string } | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const pgErr = e as { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown };
    if (pgErr.code === '23505') {
      const constraint =
        typeof pgErr.constraint === 'string'
          ? pgErr.constraint
          : (/constraint "([^"]+)"/.exec(String(pgErr.message))?.[1] ?? '');
      return { constraint };
    }
    e = pgErr.cause;
  }
  return null;
}
