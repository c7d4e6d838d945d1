import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The suppression list (addresses that get no announcements, by keyed hash, with the address for
 * display only), the bounces and complaints the mail provider reports, and pgcrypto, whose
 * `hmac()` lets an announcement's audience be matched against the list in SQL.
 */
export class Suppressions1796100000000 implements MigrationInterface {
  name = 'Suppressions1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pgcrypto');
    await queryRunner.query(
      `CREATE TABLE "suppressions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email_hash" bytea NOT NULL, "email" character varying(254), "reason" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_suppressions_reason" CHECK ("reason" IN ('unsubscribed', 'bounced', 'complained', 'manual')), CONSTRAINT "PK_suppressions" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_suppressions_email_hash" ON "suppressions" ("email_hash") ');
    await queryRunner.query('CREATE INDEX "IDX_suppressions_created_at" ON "suppressions" ("created_at") ');
    await queryRunner.query(
      `CREATE TABLE "mail_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "type" character varying(16) NOT NULL, "bounce_type" character varying(8), "email_hash" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_mail_events_type" CHECK ("type" IN ('bounce', 'complaint')), CONSTRAINT "CHK_mail_events_bounce_type" CHECK ("bounce_type" IS NULL OR "bounce_type" IN ('hard', 'soft')), CONSTRAINT "PK_mail_events" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query('CREATE INDEX "IDX_mail_events_hash_created_at" ON "mail_events" ("email_hash", "created_at") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_mail_events_hash_created_at"');
    await queryRunner.query('DROP TABLE "mail_events"');
    await queryRunner.query('DROP INDEX "public"."IDX_suppressions_created_at"');
    await queryRunner.query('DROP INDEX "public"."UQ_suppressions_email_hash"');
    await queryRunner.query('DROP TABLE "suppressions"');
  }
}
