import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReservationManageKey1795500000000 implements MigrationInterface {
  name = 'ReservationManageKey1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reservations" ADD "manage_key_hash" character(64)');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_reservations_manage_key_hash" ON "reservations" ("manage_key_hash") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."UQ_reservations_manage_key_hash"');
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "manage_key_hash"');
  }
}
