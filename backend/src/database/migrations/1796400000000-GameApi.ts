import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The game's side of launch: API keys (by hash), claim codes (by hash, gone with their
 * reservation), when a reservation was claimed, and the (created_at, id) index the game's cursor
 * walks.
 */
export class GameApi1796400000000 implements MigrationInterface {
  name = 'GameApi1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "api_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "scopes" character varying(32) array NOT NULL, "key_hash" character(64) NOT NULL, "prefix" character varying(16) NOT NULL, "created_by_id" uuid, "created_by" character varying(254) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_api_keys" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_api_keys_key_hash" ON "api_keys"  ("key_hash") ');
    await queryRunner.query(
      'CREATE TABLE "claim_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "code_hash" character(64) NOT NULL, "reservation_id" uuid NOT NULL, "announcement_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "redeemed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_claim_codes" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_claim_codes_code_hash" ON "claim_codes"  ("code_hash") ');
    await queryRunner.query('CREATE INDEX "IDX_claim_codes_reservation_id" ON "claim_codes"  ("reservation_id") ');
    await queryRunner.query('ALTER TABLE "reservations" ADD "claimed_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('CREATE INDEX "IDX_reservations_created_at_id" ON "reservations"  ("created_at", "id") ');
    await queryRunner.query(
      'ALTER TABLE "claim_codes" ADD CONSTRAINT "FK_claim_codes_reservation_id" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "claim_codes" DROP CONSTRAINT "FK_claim_codes_reservation_id"');
    await queryRunner.query('DROP INDEX "public"."IDX_reservations_created_at_id"');
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "claimed_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_claim_codes_reservation_id"');
    await queryRunner.query('DROP INDEX "public"."UQ_claim_codes_code_hash"');
    await queryRunner.query('DROP TABLE "claim_codes"');
    await queryRunner.query('DROP INDEX "public"."UQ_api_keys_key_hash"');
    await queryRunner.query('DROP TABLE "api_keys"');
  }
}
