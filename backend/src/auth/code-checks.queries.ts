import type { DataSource, EntityManager } from 'typeorm';

/*
 * The per-account window of second-factor code checks (see login-policy.ts), kept on the admin's
 * row. Taking a check is one conditional UPDATE, so parallel guesses queue on the row and no more
 * than the cap are ever checked in one window, whichever instance or client sends them.
 */

export interface CodeCheck {
  /** The checks counted in the window, this one included. */
  count: number;
  windowEndsAt: Date;
}

type Db = DataSource | EntityManager;

/**
 * Counts one check against the account's window, opening a fresh window when the last one has
 * ended. With a `cap`, a window that already holds that many is not counted on: null then.
 */
export async function takeCodeCheck(
  db: Db,
  adminId: string,
  now: Date,
  windowSeconds: number,
  cap: number | null,
): Promise<CodeCheck | null> {
  const rows = await db.query<Array<{ count: number; ends_at: Date }>>(
    `WITH taken AS (
       UPDATE admins
          SET mfa_code_failures = CASE WHEN mfa_code_window_ends_at > $2 THEN mfa_code_failures + 1 ELSE 1 END,
              mfa_code_window_ends_at = CASE WHEN mfa_code_window_ends_at > $2 THEN mfa_code_window_ends_at
                                             ELSE $2::timestamptz + make_interval(secs => $3) END
        WHERE id = $1
          AND ($4::integer IS NULL OR mfa_code_window_ends_at IS NULL OR mfa_code_window_ends_at <= $2 OR mfa_code_failures < $4)
    RETURNING mfa_code_failures AS count, mfa_code_window_ends_at AS ends_at
     )
     SELECT count, ends_at FROM taken`,
    [adminId, now, windowSeconds, cap],
  );
  return rows[0] ? { count: rows[0].count, windowEndsAt: new Date(rows[0].ends_at) } : null;
}

/** Gives back the check of a right code, when its window is still the current one: only wrong codes count. */
export async function returnCodeCheck(db: Db, adminId: string, check: CodeCheck): Promise<void> {
  await db.query(
    `UPDATE admins
        SET mfa_code_failures = mfa_code_failures - 1,
            mfa_code_window_ends_at = CASE WHEN mfa_code_failures > 1 THEN mfa_code_window_ends_at END
      WHERE id = $1 AND mfa_code_window_ends_at = $2 AND mfa_code_failures > 0`,
    [adminId, check.windowEndsAt],
  );
}

/** Seconds until the account's current window ends (at least 1: asked only while it is full). */
export async function secondsLeftInWindow(db: Db, adminId: string, now: Date): Promise<number> {
  const rows = await db.query<Array<{ ends_at: Date | null }>>('SELECT mfa_code_window_ends_at AS ends_at FROM admins WHERE id = $1', [
    adminId,
  ]);
  const endsAt = rows[0]?.ends_at;
  return endsAt ? Math.max(1, Math.ceil((new Date(endsAt).getTime() - now.getTime()) / 1000)) : 1;
}
