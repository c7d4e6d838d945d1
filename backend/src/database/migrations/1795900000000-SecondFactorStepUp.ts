import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A confirmed second factor is replaced only with proof of it, and wrong codes are capped per
 * account: the pending enrolment remembers whether it was started with a current code, and the
 * admin row counts wrong codes from every client in a fixed window. A pending secret beside a
 * confirmed factor from before this rule was started without proof, so it is dropped.
 */
export class SecondFactorStepUp1795900000000 implements MigrationInterface {
  name = 'SecondFactorStepUp1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "admins" ADD "mfa_pending_stepped_up" boolean NOT NULL DEFAULT false');
    await queryRunner.query('ALTER TABLE "admins" ADD "mfa_code_failures" integer NOT NULL DEFAULT 0');
    await queryRunner.query('ALTER TABLE "admins" ADD "mfa_code_window_ends_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('UPDATE "admins" SET "mfa_pending_secret" = NULL WHERE "mfa_secret" IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "admins" DROP COLUMN "mfa_code_window_ends_at"');
    await queryRunner.query('ALTER TABLE "admins" DROP COLUMN "mfa_code_failures"');
    await queryRunner.query('ALTER TABLE "admins" DROP COLUMN "mfa_pending_stepped_up"');
  }
}
