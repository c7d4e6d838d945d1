import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A webhook attempt's kind of failure, judged when it is recorded (attempts recorded before have
 * none, and read as `other`), and when a pending delivery's retry is due.
 */
export class WebhookAttemptFailures1796738400000 implements MigrationInterface {
  name = 'WebhookAttemptFailures1796738400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhook_attempts" ADD "failure" character varying(16)');
    await queryRunner.query(
      "ALTER TABLE \"webhook_attempts\" ADD CONSTRAINT \"CHK_webhook_attempts_failure\" CHECK (\"failure\" IN ('dns', 'refused', 'connect', 'tls', 'timeout', 'http', 'other'))",
    );
    await queryRunner.query('ALTER TABLE "webhook_deliveries" ADD "next_attempt_at" TIMESTAMP WITH TIME ZONE');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhook_deliveries" DROP COLUMN "next_attempt_at"');
    await queryRunner.query('ALTER TABLE "webhook_attempts" DROP CONSTRAINT "CHK_webhook_attempts_failure"');
    await queryRunner.query('ALTER TABLE "webhook_attempts" DROP COLUMN "failure"');
  }
}
