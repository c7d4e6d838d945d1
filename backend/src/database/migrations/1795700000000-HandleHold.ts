import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An unconfirmed reservation keeps others from its handle only until `hold_until` (its link
 * still lasts 24 h): the handle's exclusion constraint covers the holds of pending claims, and
 * the verified owner stays one per handle through its unique index, so whoever confirms first wins.
 */
export class HandleHold1795700000000 implements MigrationInterface {
  name = 'HandleHold1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reservations" ADD "hold_until" TIMESTAMP WITH TIME ZONE');
    // Claims made before holds existed keep their handle as long as they were promised it.
    await queryRunner.query('UPDATE "reservations" SET "hold_until" = "claim_until"');
    await queryRunner.query('ALTER TABLE "reservations" ALTER COLUMN "hold_until" SET NOT NULL');
    await queryRunner.query('ALTER TABLE "reservations" DROP CONSTRAINT "EX_reservations_handle_claim"');
    await queryRunner.query('ALTER TABLE "reservations" ADD CONSTRAINT "CHK_reservations_hold_range" CHECK ("claim_from" < "hold_until")');
    await queryRunner.query(
      'ALTER TABLE "reservations" ADD CONSTRAINT "EX_reservations_handle_hold" EXCLUDE USING gist ("gameshift_id" WITH =, tstzrange("claim_from", "hold_until") WITH &&) WHERE (NOT "is_verified")',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reservations" DROP CONSTRAINT "EX_reservations_handle_hold"');
    await queryRunner.query('ALTER TABLE "reservations" DROP CONSTRAINT "CHK_reservations_hold_range"');
    // Pending claims on one handle may now overlap; only the newest of each keeps its claim.
    await queryRunner.query(
      `DELETE FROM "reservations" r USING "reservations" newer
       WHERE NOT r."is_verified" AND r."gameshift_id" = newer."gameshift_id" AND newer."claim_from" > r."claim_from"
         AND tstzrange(r."claim_from", r."claim_until") && tstzrange(newer."claim_from", newer."claim_until")`,
    );
    await queryRunner.query(
      'ALTER TABLE "reservations" ADD CONSTRAINT "EX_reservations_handle_claim" EXCLUDE USING gist ("gameshift_id" WITH =, tstzrange("claim_from", "claim_until") WITH &&)',
    );
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "hold_until"');
  }
}
