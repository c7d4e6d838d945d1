import { MigrationInterface, QueryRunner } from 'typeorm';

/** The signatures of provider events taken within their tolerance, so that a copy of one changes nothing. */
export class MailEventSignatures1796724200000 implements MigrationInterface {
  name = 'MailEventSignatures1796724200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "mail_event_signatures" ("signature" bytea NOT NULL, "valid_until" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_mail_event_signatures" PRIMARY KEY ("signature"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "mail_event_signatures"');
  }
}
