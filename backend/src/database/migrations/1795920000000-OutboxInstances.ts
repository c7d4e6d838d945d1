import { MigrationInterface, QueryRunner } from 'typeorm';

export class OutboxInstances1795920000000 implements MigrationInterface {
  name = 'OutboxInstances1795920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "outbox_instances" ("id" uuid NOT NULL, "beat_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_outbox_instances" PRIMARY KEY ("id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "outbox_instances"`);
  }
}
