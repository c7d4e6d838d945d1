import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A plain index on the handle. Whether a handle is held (verified, or a pending hold still on) is
 * asked on every claim and availability check, and neither partial index (verified owners, pending
 * holds) serves that "either" question: without this one it read the whole table, which slowed
 * every claim as the table grew.
 */
export class HandleIndex1795850000000 implements MigrationInterface {
  name = 'HandleIndex1795850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX "IDX_reservations_gameshift_id" ON "reservations" ("gameshift_id") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_reservations_gameshift_id"');
  }
}
