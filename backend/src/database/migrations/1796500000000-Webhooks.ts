import { MigrationInterface, QueryRunner } from 'typeorm';

export class Webhooks1796500000000 implements MigrationInterface {
  name = 'Webhooks1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "url" character varying(2048) NOT NULL, "events" text array NOT NULL, "secret_sealed" text NOT NULL, "previous_secret_sealed" text, "previous_secret_until" TIMESTAMP WITH TIME ZONE, "enabled" boolean NOT NULL DEFAULT true, "disabled_reason" character varying(500), "failing_since" TIMESTAMP WITH TIME ZONE, "last_delivered_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_webhook_endpoints" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "webhook_id" uuid NOT NULL, "event" character varying(32) NOT NULL, "reservation_id" uuid, "body" text NOT NULL, "status" character varying(16) NOT NULL DEFAULT \'pending\', "retry_from" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_attempt_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_webhook_deliveries_status" CHECK ("status" IN (\'pending\', \'delivered\', \'failed\')), CONSTRAINT "PK_webhook_deliveries" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_webhook_deliveries_reservation" ON "webhook_deliveries"  ("reservation_id") ');
    await queryRunner.query('CREATE INDEX "IDX_webhook_deliveries_webhook_created" ON "webhook_deliveries"  ("webhook_id", "created_at") ');
    await queryRunner.query(
      'CREATE TABLE "webhook_attempts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "delivery_id" uuid NOT NULL, "status_code" integer, "duration_ms" integer NOT NULL, "error" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_webhook_attempts" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_webhook_attempts_delivery_created" ON "webhook_attempts"  ("delivery_id", "created_at") ');
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_webhook_deliveries_webhook" FOREIGN KEY ("webhook_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_attempts" ADD CONSTRAINT "FK_webhook_attempts_delivery" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhook_attempts" DROP CONSTRAINT "FK_webhook_attempts_delivery"');
    await queryRunner.query('ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_webhook_deliveries_webhook"');
    await queryRunner.query('DROP INDEX "public"."IDX_webhook_attempts_delivery_created"');
    await queryRunner.query('DROP TABLE "webhook_attempts"');
    await queryRunner.query('DROP INDEX "public"."IDX_webhook_deliveries_webhook_created"');
    await queryRunner.query('DROP INDEX "public"."IDX_webhook_deliveries_reservation"');
    await queryRunner.query('DROP TABLE "webhook_deliveries"');
    await queryRunner.query('DROP TABLE "webhook_endpoints"');
  }
}
