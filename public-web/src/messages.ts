import { createPublicPageMessages, createSiteMessages } from '@gameshift/contracts';
import { config } from './lib/config';

/** The shared catalogue (rules, errors, game and verification texts) with the product name filled in. */
export const messages = createPublicPageMessages(config.productName);

/** Copy that only this site shows: labels, headings, hints. Rule and error texts live in contracts. */
export const uiMessages = createSiteMessages(config.productName);
