import { MigrationInterface, QueryRunner } from 'typeorm';

export class MailDeliveries1795000000000 implements MigrationInterface {
  name = 'MailDeliveries1795000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "mail_deliveries" ("id" uuid NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_mail_deliveries" PRIMARY KEY ("id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_deliveries"`);
  }
}
