import { MigrationInterface } from 'typeorm';

/**
 * Once the migration that created `claim_reservation`, `confirm_reservation` and `enqueue_job`.
 * Their sources now live beside the features that own them (reservations/reserve/,
 * reservations/confirm/, queue/) and the repeatable step after the migrations applies them (see
 * database/functions.ts): on a new database it creates them, on one this migration ran on it
 * replaces them from their files and owns them from then on. The migration stays, empty, because
 * databases record it by name; reverting it leaves the step's functions in place.
 */
export class ClaimInOneCall1795800000000 implements MigrationInterface {
  name = 'ClaimInOneCall1795800000000';

  async up(): Promise<void> {}

  async down(): Promise<void> {}
}
