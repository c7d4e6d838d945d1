import { MigrationInterface, QueryRunner } from 'typeorm';

/** Links move to a table of their own: several per reservation, each with its own expiry. */
export class VerificationLinks1795600000000 implements MigrationInterface {
  name = 'VerificationLinks1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "verification_links" ("token_hash" character(64) NOT NULL, "reservation_id" uuid NOT NULL, "message_id" uuid, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e6c3942b1792d85d5f05b69251e" PRIMARY KEY ("token_hash"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_verification_links_reservation" ON "verification_links" ("reservation_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_verification_links_message" ON "verification_links" ("message_id") ');
    await queryRunner.query(
      'ALTER TABLE "verification_links" ADD CONSTRAINT "FK_10ee735a15935903268046e965f" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    // Links already mailed keep working.
    await queryRunner.query(
      `INSERT INTO "verification_links" ("token_hash", "reservation_id", "expires_at", "created_at")
       SELECT "verification_token_hash", "id", "token_expires_at", COALESCE("last_sent_at", "created_at") FROM "reservations"`,
    );
    await queryRunner.query('DROP INDEX "public"."UQ_reservations_token_hash"');
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "verification_token_hash"');
    await queryRunner.query('ALTER TABLE "reservations" DROP COLUMN "token_expires_at"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Each reservation keeps its newest link; a reservation whose email has not left yet gets a placeholder hash.
    await queryRunner.query('ALTER TABLE "reservations" ADD "token_expires_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "reservations" ADD "verification_token_hash" character(64)');
    await queryRunner.query(
      `UPDATE "reservations" r SET "verification_token_hash" = l."token_hash", "token_expires_at" = l."expires_at"
         FROM (SELECT DISTINCT ON ("reservation_id") * FROM "verification_links" ORDER BY "reservation_id", "created_at" DESC) l
        WHERE l."reservation_id" = r."id"`,
    );
    await queryRunner.query(
      `UPDATE "reservations" SET "verification_token_hash" = encode(sha256(convert_to("id"::text, 'UTF8')), 'hex'),
              "token_expires_at" = "created_at" + interval '24 hours'
        WHERE "verification_token_hash" IS NULL`,
    );
    await queryRunner.query('ALTER TABLE "reservations" ALTER COLUMN "token_expires_at" SET NOT NULL');
    await queryRunner.query('ALTER TABLE "reservations" ALTER COLUMN "verification_token_hash" SET NOT NULL');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_reservations_token_hash" ON "reservations" USING btree ("verification_token_hash") ');
    await queryRunner.query('DROP TABLE "verification_links"');
  }
}
