import { createPublicMessages, createTeamMessages } from './messages';
import { createAnnouncementMessages } from './announcement-messages';
import { createNewsMessages } from './news-messages';
import { createSuppressionMessages } from './suppression-messages';
import { createWebhookMessages } from './webhook-messages';
import { createGameApiMessages } from './game-api-messages';
import { createManageMessages } from './manage-messages';

/**
 * Every text a visitor or admin reads, with the product name filled in. Parameterised texts
 * are functions. Code refers to a text by its key, so the wording can change in this one place.
 */
export function createMessages(product: string) {
  return Object.freeze({
    ...createPublicMessages(product),
    ...createNewsMessages(product),
    ...createSuppressionMessages(product),
    ...createAnnouncementMessages(product),
    ...createTeamMessages(),
    ...createWebhookMessages(),
    ...createGameApiMessages(),
    ...createManageMessages(product),
  });
}

export type Messages = ReturnType<typeof createMessages>;
