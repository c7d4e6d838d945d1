import { MigrationInterface, QueryRunner } from 'typeorm';

/** Admins as a team: roles, a second factor with recovery codes, and invitations. */
export class AdminTeam1795700000000 implements MigrationInterface {
  name = 'AdminTeam1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Every admin so far could do everything: they stay owners.
    await queryRunner.query(`ALTER TABLE "admins" ADD "role" character varying(16) NOT NULL DEFAULT 'owner'`);
    await queryRunner.query(`ALTER TABLE "admins" ADD CONSTRAINT "CHK_admins_role" CHECK ("role" IN ('viewer', 'operator', 'owner'))`);
    await queryRunner.query('ALTER TABLE "admins" ADD "mfa_secret" text');
    await queryRunner.query('ALTER TABLE "admins" ADD "mfa_pending_secret" text');
    await queryRunner.query('ALTER TABLE "admins" ADD "mfa_last_step" bigint');
    await queryRunner.query(
      'CREATE TABLE "admin_recovery_codes" ("code_hash" character(64) NOT NULL, "admin_id" uuid NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_admin_recovery_codes" PRIMARY KEY ("code_hash"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_admin_recovery_codes_admin" ON "admin_recovery_codes" ("admin_id") ');
    await queryRunner.query(
      'ALTER TABLE "admin_recovery_codes" ADD CONSTRAINT "FK_admin_recovery_codes_admin" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      `CREATE TABLE "admin_invitations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "role" character varying(16) NOT NULL, "token_hash" character(64) NOT NULL, "invited_by" character varying(254) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_admin_invitations_role" CHECK ("role" IN ('viewer', 'operator', 'owner')), CONSTRAINT "PK_admin_invitations" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_admin_invitations_token" ON "admin_invitations" ("token_hash") ');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_admin_invitations_email" ON "admin_invitations" ("email") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "admin_invitations"');
    await queryRunner.query('DROP TABLE "admin_recovery_codes"');
    await queryRunner.query('ALTER TABLE "admins" DROP COLUMN "mfa_last_step"');
    await queryRunner.query('ALTER TABLE "admins" DROP COLUMN "mfa_pending_secret"');
    await queryRunner.query('ALTER TABLE "admins" DROP COLUMN "mfa_secret"');
    await queryRunner.query('ALTER TABLE "admins" DROP CONSTRAINT "CHK_admins_role"');
    await queryRunner.query('ALTER TABLE "admins" DROP COLUMN "role"');
  }
}
