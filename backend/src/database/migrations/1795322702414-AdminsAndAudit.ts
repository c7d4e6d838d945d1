import { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminsAndAudit1795322702414 implements MigrationInterface {
  name = 'AdminsAndAudit1795322702414';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "admin_audit" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "admin_id" uuid, "admin_email" character varying(254) NOT NULL, "action" character varying(64) NOT NULL, "target" character varying(128), "details" jsonb NOT NULL DEFAULT \'{}\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5ad48a4d9d16397ef37e28bb0be" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_admin_audit_created_at" ON "admin_audit"  ("created_at") ');
    await queryRunner.query(
      'CREATE TABLE "admins" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "password_hash" character varying(255) NOT NULL, "token_version" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e3b38270c97a854c48d2e80874e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_admins_email" ON "admins"  ("email") ');
    await queryRunner.query(
      'CREATE TABLE "admin_login_failures" ("email" character varying(254) NOT NULL, "failures" integer NOT NULL DEFAULT \'0\', "last_failed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_634fa41ff5ca6130357b80e9ad4" PRIMARY KEY ("email"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "admin_login_failures"');
    await queryRunner.query('DROP INDEX "public"."UQ_admins_email"');
    await queryRunner.query('DROP TABLE "admins"');
    await queryRunner.query('DROP INDEX "public"."IDX_admin_audit_created_at"');
    await queryRunner.query('DROP TABLE "admin_audit"');
  }
}
