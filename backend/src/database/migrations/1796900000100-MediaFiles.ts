import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Media an editor uploads (images, audio), bytes and all: every instance serves them without a
 * shared disk, and backups carry them. The bytes are stored uncompressed (images and audio are
 * compressed already), so a byte range of a long file reads only the chunks that hold it.
 */
export class MediaFiles1796900000100 implements MigrationInterface {
  name = 'MediaFiles1796900000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "media_files" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(32) NOT NULL, "content_type" character varying(32) NOT NULL, "bytes" bytea NOT NULL, "size" integer NOT NULL, "kind" character varying(8) NOT NULL, "sha256" character(64) NOT NULL, "width" integer, "height" integer, "uploaded_by" character varying(254) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_media_files_size" CHECK ("size" > 0 AND "size" <= 20971520 AND octet_length("bytes") = "size"), CONSTRAINT "CHK_media_files_kind" CHECK ("kind" IN (\'image\', \'audio\')), CONSTRAINT "PK_media_files" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('ALTER TABLE "media_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_media_files_name" ON "media_files"  ("name") ');
    await queryRunner.query('CREATE INDEX "IDX_media_files_created_at" ON "media_files"  ("created_at") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_media_files_created_at"');
    await queryRunner.query('DROP INDEX "public"."UQ_media_files_name"');
    await queryRunner.query('DROP TABLE "media_files"');
  }
}
