import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * First-party analytics: each day's salt (deleted once the day is over), visitors of a day as
 * their salted hashes with their source and the journey steps they reached, page views per day,
 * path and source; and the source of every reservation (sourceName of the attribution its request
 * carried, with its parts).
 */
export class Analytics1795750000000 implements MigrationInterface {
  name = 'Analytics1795750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "analytics_salts" ("day" date NOT NULL, "salt" bytea NOT NULL, CONSTRAINT "PK_cd8e7f5796f7fc0b6e12de0af35" PRIMARY KEY ("day"))',
    );
    await queryRunner.query(
      'CREATE TABLE "analytics_page_views" ("day" date NOT NULL, "path" character varying(200) NOT NULL, "source" character varying(200) NOT NULL, "views" integer NOT NULL, CONSTRAINT "PK_95751afac6ebaf9e31d5e1adab4" PRIMARY KEY ("day", "path", "source"))',
    );
    await queryRunner.query(
      'CREATE TABLE "analytics_visitors" ("day" date NOT NULL, "visitor" bytea NOT NULL, "source" character varying(200) NOT NULL, "steps" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_f8cbeb03070b1608e92b04cfac7" PRIMARY KEY ("day", "visitor"))',
    );
    await queryRunner.query('ALTER TABLE "reservations" ADD "source" character varying(200)');
    await queryRunner.query('ALTER TABLE "reservations" ADD "referrer_host" character varying(253)');
    await queryRunner.query('ALTER TABLE "reservations" ADD "utm_source" character varying(100)');
    await queryRunner.query('ALTER TABLE "reservations" ADD "utm_medium" character varying(100)');
    await queryRunner.query('ALTER TABLE "reservations" ADD "utm_campaign" character varying(100)');
    await queryRunner.query('ALTER TABLE "reservations" ADD "landing" character varying(200)');
    await queryRunner.query('CREATE INDEX "IDX_reservations_source" ON "reservations"  ("source") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_reservations_source"');
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "landing"');
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "utm_campaign"');
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "utm_medium"');
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "utm_source"');
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "referrer_host"');
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "source"');
    await queryRunner.query('DROP TABLE "analytics_visitors"');
    await queryRunner.query('DROP TABLE "analytics_page_views"');
    await queryRunner.query('DROP TABLE "analytics_salts"');
  }
}
