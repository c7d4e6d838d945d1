import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A person's own data: the hashed links of "Manage your reservation" and of a confirmed erasure
 * (gone with their reservation), the privacy notice each reservation was made under, and the
 * handles of erased reservations, held for a while before anyone may claim them again.
 */
export class PersonalData1796600000000 implements MigrationInterface {
  name = 'PersonalData1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "manage_links" ("token_hash" character(64) NOT NULL, "reservation_id" uuid NOT NULL, "purpose" character varying(8) NOT NULL, "sent_in" character varying(16) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_manage_links_purpose" CHECK ("purpose" IN (\'manage\', \'erase\')), CONSTRAINT "CHK_manage_links_sent_in" CHECK ("sent_in" IN (\'confirmation\', \'announcement\', \'manage_link\', \'erase_link\')), CONSTRAINT "PK_manage_links" PRIMARY KEY ("token_hash"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_manage_links_reservation" ON "manage_links"  ("reservation_id") ');
    await queryRunner.query('CREATE INDEX "IDX_manage_links_expires_at" ON "manage_links"  ("expires_at") ');
    await queryRunner.query(
      'CREATE TABLE "released_handles" ("handle" character varying(15) NOT NULL, "held_until" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_released_handles" PRIMARY KEY ("handle"))',
    );
    await queryRunner.query(
      'CREATE TABLE "reservation_consents" ("reservation_id" uuid NOT NULL, "notice_date" date NOT NULL, "notice_hash" character(64) NOT NULL, "language" character varying(16) NOT NULL, "accepted_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_reservation_consents" PRIMARY KEY ("reservation_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "manage_links" ADD CONSTRAINT "FK_manage_links_reservation" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation_consents" ADD CONSTRAINT "FK_reservation_consents_reservation" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reservation_consents" DROP CONSTRAINT "FK_reservation_consents_reservation"');
    await queryRunner.query('ALTER TABLE "manage_links" DROP CONSTRAINT "FK_manage_links_reservation"');
    await queryRunner.query('DROP TABLE "reservation_consents"');
    await queryRunner.query('DROP TABLE "released_handles"');
    await queryRunner.query('DROP INDEX "public"."IDX_manage_links_expires_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_manage_links_reservation"');
    await queryRunner.query('DROP TABLE "manage_links"');
  }
}
