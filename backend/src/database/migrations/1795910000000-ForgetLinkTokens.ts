import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Page views and reservations' landing pages recorded before paths were stored as their route
 * kept the token of a verification or invitation link. Each becomes its route's pattern (the
 * rules of SECRET_ROUTES as they stood then, written out: a migration never changes with the
 * code), page views of the same day, route and source summed into one row. The tokens are gone
 * for good, so there is nothing to restore on the way down.
 */
const PATTERN = `regexp_replace(regexp_replace(regexp_replace(%s, '[?#].*$', ''),
  '^/+verify/+[^/?#]+', '/verify/:token', 'i'), '^/+admin/+invite/+[^/?#]+', '/admin/invite/:token', 'i')`;

const of = (column: string) => PATTERN.replace('%s', column);

export class ForgetLinkTokens1795910000000 implements MigrationInterface {
  name = 'ForgetLinkTokens1795910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO analytics_page_views (day, path, source, views)
       SELECT day, ${of('path')}, source, sum(views)::int FROM analytics_page_views WHERE ${of('path')} <> path GROUP BY 1, 2, 3
       ON CONFLICT (day, path, source) DO UPDATE SET views = analytics_page_views.views + EXCLUDED.views`,
    );
    await queryRunner.query(`DELETE FROM analytics_page_views WHERE ${of('path')} <> path`);
    await queryRunner.query(`UPDATE reservations SET landing = ${of('landing')} WHERE ${of('landing')} <> landing`);
  }

  async down(): Promise<void> {
    // The tokens were dropped, not moved.
  }
}
