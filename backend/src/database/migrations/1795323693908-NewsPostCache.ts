import { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsPostCache1795323693908 implements MigrationInterface {
  name = 'NewsPostCache1795323693908';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "post_cache" ("post_id" character varying(20) NOT NULL, "found" boolean NOT NULL, "data" jsonb, "source" character varying(16) NOT NULL, "fetched_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "CHK_post_cache_source" CHECK ("source" IN (\'upstream\', \'snapshot\')), CONSTRAINT "CHK_post_cache_found_has_data" CHECK ("found" = ("data" IS NOT NULL)), CONSTRAINT "PK_1e6c74bac0b2878b28dd2dfc189" PRIMARY KEY ("post_id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_post_cache_expires_at" ON "post_cache"  ("expires_at") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_post_cache_expires_at"');
    await queryRunner.query('DROP TABLE "post_cache"');
  }
}
