import { MigrationInterface, QueryRunner } from 'typeorm';

/** The language of the page each reservation was made on, which its mails are written in; English for every earlier one. */
export class ReservationLocale1796720000000 implements MigrationInterface {
  name = 'ReservationLocale1796720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reservations" ADD "locale" character varying(5) NOT NULL DEFAULT \'en\'');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "locale"');
  }
}
