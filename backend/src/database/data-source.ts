import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/** Entry point for the TypeORM CLI (`npm run migration:*`); the app builds its own from config. */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set (run the migration commands through npm run migration:*)');

export default new DataSource(dataSourceOptions({ url, applicationName: 'gameshift-cli' }));
