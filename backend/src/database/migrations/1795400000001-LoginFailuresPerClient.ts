import { MigrationInterface, QueryRunner } from 'typeorm';

export class LoginFailuresPerClient1795400000001 implements MigrationInterface {
  name = 'LoginFailuresPerClient1795400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Existing rows counted every client together: they become the account-wide row ('*').
    await queryRunner.query('ALTER TABLE "admin_login_failures" ADD "client_key" character varying(64) NOT NULL DEFAULT \'*\'');
    await queryRunner.query('ALTER TABLE "admin_login_failures" ALTER COLUMN "client_key" DROP DEFAULT');
    await queryRunner.query('ALTER TABLE "admin_login_failures" DROP CONSTRAINT "PK_634fa41ff5ca6130357b80e9ad4"');
    await queryRunner.query(
      'ALTER TABLE "admin_login_failures" ADD CONSTRAINT "PK_d9b6552ec373f507fb6702fcc17" PRIMARY KEY ("email", "client_key")',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM "admin_login_failures" WHERE "client_key" <> \'*\'');
    await queryRunner.query('ALTER TABLE "admin_login_failures" DROP CONSTRAINT "PK_d9b6552ec373f507fb6702fcc17"');
    await queryRunner.query('ALTER TABLE "admin_login_failures" ADD CONSTRAINT "PK_634fa41ff5ca6130357b80e9ad4" PRIMARY KEY ("email")');
    await queryRunner.query('ALTER TABLE "admin_login_failures" DROP COLUMN "client_key"');
  }
}
