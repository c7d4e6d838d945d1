import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox's own heartbeat rows go: pg-boss 12 keeps each job's heartbeat itself, and hands on a
 * job whose worker stopped touching it.
 */
export class DropOutboxInstances1796800000000 implements MigrationInterface {
  name = 'DropOutboxInstances1796800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "outbox_instances"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "outbox_instances" ("id" uuid NOT NULL, "beat_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_outbox_instances" PRIMARY KEY ("id"))`,
    );
  }
}
