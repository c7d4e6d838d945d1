import { MigrationInterface, QueryRunner } from 'typeorm';

export class Reservations1795321963222 implements MigrationInterface {
  name = 'Reservations1795321963222';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Exclusion constraints on (text =, range &&) need btree_gist's equality operator class.
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
    await queryRunner.query(
      'CREATE TABLE "human_check_uses" ("id" character varying(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_811991d6a1b0649dd774fbfa6eb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_human_check_uses_used_at" ON "human_check_uses"  ("used_at") ');
    await queryRunner.query(
      'CREATE TABLE "reservations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "email_canonical" character varying(254) NOT NULL, "gameshift_id" character varying(15) NOT NULL, "verification_token_hash" character(64) NOT NULL, "token_expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "claim_from" TIMESTAMP WITH TIME ZONE NOT NULL, "claim_until" TIMESTAMP WITH TIME ZONE NOT NULL, "is_verified" boolean NOT NULL DEFAULT false, "is_reserved" boolean NOT NULL DEFAULT false, "verified_at" TIMESTAMP WITH TIME ZONE, "reserved_at" TIMESTAMP WITH TIME ZONE, "last_sent_at" TIMESTAMP WITH TIME ZONE, "sent_count" integer NOT NULL DEFAULT \'1\', "sent_window_start" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_reservations_verified" CHECK (NOT "is_verified" OR ("verified_at" IS NOT NULL AND "claim_until" = \'infinity\')), CONSTRAINT "CHK_reservations_claim_range" CHECK ("claim_from" < "claim_until"), CONSTRAINT "EX_reservations_email_claim" EXCLUDE USING gist ("email_canonical" WITH =, tstzrange("claim_from", "claim_until") WITH &&), CONSTRAINT "EX_reservations_handle_claim" EXCLUDE USING gist ("gameshift_id" WITH =, tstzrange("claim_from", "claim_until") WITH &&), CONSTRAINT "PK_da95cef71b617ac35dc5bcda243" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_reservations_token_hash" ON "reservations"  ("verification_token_hash") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_reservations_verified_email" ON "reservations"  ("email_canonical") WHERE "is_verified" = true',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_reservations_verified_handle" ON "reservations"  ("gameshift_id") WHERE "is_verified" = true',
    );
    await queryRunner.query('CREATE INDEX "IDX_reservations_created_at" ON "reservations"  ("created_at") ');
    await queryRunner.query(
      'CREATE TABLE "security_violations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "ip_address" character varying(64), "user_agent" character varying(512), "violation_type" character varying(32) NOT NULL, "violation_data" jsonb NOT NULL DEFAULT \'{}\', "blocked" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2067f3ba4ab17ee5816a6efc9d1" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_security_violations_created_at" ON "security_violations"  ("created_at") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_security_violations_created_at"');
    await queryRunner.query('DROP TABLE "security_violations"');
    await queryRunner.query('DROP INDEX "public"."IDX_reservations_created_at"');
    await queryRunner.query('DROP INDEX "public"."UQ_reservations_verified_handle"');
    await queryRunner.query('DROP INDEX "public"."UQ_reservations_verified_email"');
    await queryRunner.query('DROP INDEX "public"."UQ_reservations_token_hash"');
    await queryRunner.query('DROP TABLE "reservations"');
    await queryRunner.query('DROP INDEX "public"."IDX_human_check_uses_used_at"');
    await queryRunner.query('DROP TABLE "human_check_uses"');
  }
}
