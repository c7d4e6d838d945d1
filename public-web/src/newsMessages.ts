import { createNewsMessages } from '@gameshift/contracts';
import { config } from './lib/config';

/** The news and 404 pages' texts from the shared catalogue: a module of their own, so that `/` does not load them. */
export const newsMessages = createNewsMessages(config.productName);
