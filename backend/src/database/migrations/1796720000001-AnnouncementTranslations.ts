import { MigrationInterface, QueryRunner } from 'typeorm';

/** An announcement's subject and body in the site's other languages, by language; none for every earlier one. */
export class AnnouncementTranslations1796720000001 implements MigrationInterface {
  name = 'AnnouncementTranslations1796720000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "announcements" ADD "translations" jsonb NOT NULL DEFAULT \'{}\'');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "announcements" DROP COLUMN "translations"');
  }
}
