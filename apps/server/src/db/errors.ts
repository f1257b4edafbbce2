export interface PgError {
  code: string;
  constraint?: string;
  detail?: string;
  message: string;
}

/** The PostgreSQL error behind `err`, from either driver (drizzle wraps the driver's error in `cause`). */
export function pgError(err: unknown): PgError | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const pgErr = e as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (typeof pgErr.code === 'string' && /^[0-9A-Z]{5}$/.test(pgErr.code)) {
      const message = String((e as { message?: unknown }).message ?? '');
      return {
        code: pgErr.code,
        message,
        ...(typeof pgErr.constraint === 'string' && { constraint: pgErr.constraint }),
        ...(typeof pgErr.detail === 'string' && { detail: pgErr.detail }),
      };
    }
    e = pgErr.cause;
  }
  return null;
}

/** Postgres unique_violation, from either driver. */
export function uniqueViolation(err: unknown): { constraint: string } | null {
  const e = pgError(err);
  if (e?.code !== '23505') return null;
  return { constraint: e.constraint ?? /constraint "([^"]+)"/.exec(e.message)?.[1] ?? '' };
}
