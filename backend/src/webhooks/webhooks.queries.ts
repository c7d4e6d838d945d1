import type { EntityManager } from 'typeorm';
import { returnedRows } from '../database/returned-rows';

/**
 * Marks an endpoint failing after a failed attempt: since the attempt's delivery was due or its
 * last success, whichever came later, unless it was failing already. Answers since when it fails
 * and whether it is still enabled.
 */
export async function markFailing(
  manager: EntityManager,
  endpointId: string,
  dueAt: Date,
): Promise<{ failing_since: Date; enabled: boolean } | undefined> {
  const [state] = returnedRows<{ failing_since: Date; enabled: boolean }>(
    await manager.query(
      `UPDATE webhook_endpoints
          SET failing_since = COALESCE(failing_since, GREATEST($2::timestamptz, last_delivered_at))
        WHERE id = $1 RETURNING failing_since, enabled`,
      [endpointId, dueAt],
    ),
  );
  return state;
}
