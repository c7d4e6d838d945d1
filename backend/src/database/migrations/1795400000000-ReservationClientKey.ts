import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReservationClientKey1795400000000 implements MigrationInterface {
  name = 'ReservationClientKey1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reservations" ADD "client_key" character varying(64)');
    await queryRunner.query('CREATE INDEX "IDX_reservations_client_key" ON "reservations" ("client_key") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_reservations_client_key"');
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "client_key"');
  }
}
