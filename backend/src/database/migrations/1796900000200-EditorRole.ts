import { MigrationInterface, QueryRunner } from 'typeorm';

/** The editor role: admins and invitations may carry it. */
export class EditorRole1796900000200 implements MigrationInterface {
  name = 'EditorRole1796900000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "admins" DROP CONSTRAINT "CHK_admins_role"');
    await queryRunner.query(
      `ALTER TABLE "admins" ADD CONSTRAINT "CHK_admins_role" CHECK ("role" IN ('viewer', 'editor', 'operator', 'owner'))`,
    );
    await queryRunner.query('ALTER TABLE "admin_invitations" DROP CONSTRAINT "CHK_admin_invitations_role"');
    await queryRunner.query(
      `ALTER TABLE "admin_invitations" ADD CONSTRAINT "CHK_admin_invitations_role" CHECK ("role" IN ('viewer', 'editor', 'operator', 'owner'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // No older role is an editor's rights (a viewer reads the reservations, which an editor may not), so
    // which one each editor gets is a person's decision, made on the Admins page before going back.
    const [{ editors }] = (await queryRunner.query(
      `SELECT (SELECT count(*) FROM "admins" WHERE "role" = 'editor') + (SELECT count(*) FROM "admin_invitations" WHERE "role" = 'editor') AS "editors"`,
    )) as Array<{ editors: string }>;
    if (Number(editors) > 0) throw new Error(`${editors} admins or invitations are editors: give them another role or remove them first`);
    await queryRunner.query('ALTER TABLE "admin_invitations" DROP CONSTRAINT "CHK_admin_invitations_role"');
    await queryRunner.query(
      `ALTER TABLE "admin_invitations" ADD CONSTRAINT "CHK_admin_invitations_role" CHECK ("role" IN ('viewer', 'operator', 'owner'))`,
    );
    await queryRunner.query('ALTER TABLE "admins" DROP CONSTRAINT "CHK_admins_role"');
    await queryRunner.query(`ALTER TABLE "admins" ADD CONSTRAINT "CHK_admins_role" CHECK ("role" IN ('viewer', 'operator', 'owner'))`);
  }
}
