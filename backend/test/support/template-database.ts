/** The database every test database is copied from: migrated, with the queue's schema in place. */
export const TEMPLATE_DATABASE = 'e2e_template';
