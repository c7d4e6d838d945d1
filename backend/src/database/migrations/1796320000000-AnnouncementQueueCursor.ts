import { MigrationInterface, QueryRunner } from 'typeorm';

/** A send queues its jobs in batches that each commit, resumably, and records when it last made progress. */
export class AnnouncementQueueCursor1796320000000 implements MigrationInterface {
  name = 'AnnouncementQueueCursor1796320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "announcements" ADD "queuing" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "announcements" ADD "queue_cursor" uuid`);
    await queryRunner.query(`ALTER TABLE "announcements" ADD "last_progress_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "announcements" DROP COLUMN "last_progress_at"`);
    await queryRunner.query(`ALTER TABLE "announcements" DROP COLUMN "queue_cursor"`);
    await queryRunner.query(`ALTER TABLE "announcements" DROP COLUMN "queuing"`);
  }
}
