import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The news in the database, written in the portal: an article (its address and category), its
 * text in each language with the state it is in (draft, or published from a time on), every saved
 * revision of each text, the addresses an article answered at before its slug changed, and which
 * content files have been imported. Any change to the first three tells every instance at commit
 * (NOTIFY articles_changed), which reloads what it serves.
 */
export class Articles1796900000000 implements MigrationInterface {
  name = 'Articles1796900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "articles" ("id" character varying(64) NOT NULL, "slug" character varying(100) NOT NULL, "category" character varying(32) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_articles" PRIMARY KEY ("id"), CONSTRAINT "UQ_articles_slug" UNIQUE ("slug"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "article_texts" ("article_id" character varying(64) NOT NULL, "locale" character varying(5) NOT NULL, "fields" jsonb NOT NULL, "status" character varying(9) NOT NULL, "publish_at" TIMESTAMP WITH TIME ZONE, "revision" integer NOT NULL, "saved_by" character varying(254) NOT NULL, "saved_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "source" character varying(6) NOT NULL, CONSTRAINT "PK_article_texts" PRIMARY KEY ("article_id", "locale"), CONSTRAINT "CHK_article_texts_status" CHECK ("status" IN ('draft', 'published')), CONSTRAINT "CHK_article_texts_published" CHECK (("status" = 'published') = ("publish_at" IS NOT NULL)), CONSTRAINT "CHK_article_texts_source" CHECK ("source" IN ('import', 'portal')), CONSTRAINT "FK_article_texts_article" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE TABLE "article_revisions" ("article_id" character varying(64) NOT NULL, "locale" character varying(5) NOT NULL, "revision" integer NOT NULL, "fields" jsonb NOT NULL, "slug" character varying(100) NOT NULL, "status" character varying(9) NOT NULL, "publish_at" TIMESTAMP WITH TIME ZONE, "saved_by" character varying(254) NOT NULL, "saved_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "source" character varying(6) NOT NULL, CONSTRAINT "PK_article_revisions" PRIMARY KEY ("article_id", "locale", "revision"), CONSTRAINT "FK_article_revisions_article" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE TABLE "article_redirects" ("slug" character varying(100) NOT NULL, "article_id" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_article_redirects" PRIMARY KEY ("slug"), CONSTRAINT "FK_article_redirects_article" FOREIGN KEY ("article_id") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE TABLE "article_imports" ("file" character varying(200) NOT NULL, "article_id" character varying(64) NOT NULL, "locale" character varying(5) NOT NULL, "fingerprint" character(64) NOT NULL, "imported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_article_imports" PRIMARY KEY ("file"))`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "articles_changed"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('articles_changed', ''); RETURN NULL; END $$`,
    );
    for (const table of ['articles', 'article_texts', 'article_redirects']) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "articles_changed"()`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['article_imports', 'article_redirects', 'article_revisions', 'article_texts', 'articles']) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
    await queryRunner.query('DROP FUNCTION "articles_changed"()');
  }
}
