import { MigrationInterface, QueryRunner } from 'typeorm';

/** Announcements and the recipients each send fixes, with the state of every copy. */
export class Announcements1796200000000 implements MigrationInterface {
  name = 'Announcements1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "announcements" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "subject" character varying(200) NOT NULL, "body" text NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'draft', "send_at" TIMESTAMP WITH TIME ZONE, "generation" integer NOT NULL DEFAULT '0', "paused_reason" character varying(200), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_announcements_status" CHECK ("status" IN ('draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled')), CONSTRAINT "PK_announcements" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_announcements_scheduled" ON "announcements" ("send_at") WHERE "status" = 'scheduled'`);
    await queryRunner.query(
      `CREATE TABLE "announcement_recipients" ("announcement_id" uuid NOT NULL, "reservation_id" uuid NOT NULL, "state" character varying(16) NOT NULL DEFAULT 'queued', "settled_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_announcement_recipients_state" CHECK ("state" IN ('queued', 'sent', 'failed', 'bounced', 'skipped')), CONSTRAINT "PK_announcement_recipients" PRIMARY KEY ("announcement_id", "reservation_id"))`,
    );
    await queryRunner.query('CREATE INDEX "IDX_announcement_recipients_state" ON "announcement_recipients" ("announcement_id", "state") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_announcement_recipients_state"');
    await queryRunner.query('DROP TABLE "announcement_recipients"');
    await queryRunner.query('DROP INDEX "public"."IDX_announcements_scheduled"');
    await queryRunner.query('DROP TABLE "announcements"');
  }
}
