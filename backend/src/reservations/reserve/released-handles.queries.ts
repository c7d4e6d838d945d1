import type { EntityManager } from 'typeorm';

/**
 * Keeps an erased reservation's handle from everyone: for `holdDays` from `now`, or for ever when
 * the game has claimed it (a claimed handle is never freed). A handle held already keeps the later
 * of its two ends. The claim (claim_reservation.sql) and the availability check (heldHandles)
 * read released_handles as taken.
 */
export async function holdReleasedHandle(
  manager: EntityManager,
  handle: string,
  { forever, holdDays, now }: { forever: boolean; holdDays: number; now: Date },
): Promise<void> {
  await manager.query(
    `INSERT INTO released_handles (handle, held_until)
     VALUES ($1, CASE WHEN $2 THEN 'infinity'::timestamptz ELSE $3::timestamptz + make_interval(days => $4) END)
     ON CONFLICT (handle) DO UPDATE SET held_until = GREATEST(released_handles.held_until, EXCLUDED.held_until)`,
    [handle, forever, now, holdDays],
  );
}
