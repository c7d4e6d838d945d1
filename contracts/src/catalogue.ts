import { createManageMessages } from './i18n/english/manage.generated';
import { createNewsMessages } from './i18n/english/news.generated';
import { createPublicMessages } from './i18n/english/public.generated';
import { createSuppressionMessages } from './i18n/english/suppression.generated';
import { createTeamMessages } from './team-messages';
import { createAnnouncementMessages } from './announcement-messages';
import { createWebhookMessages } from './webhook-messages';
import { createGameApiMessages } from './game-api-messages';
import { createMediaMessages } from './media';

/**
 * Every text a visitor or admin reads, with the product name filled in. Parameterised texts
 * are functions. Code refers to a text by its key, so the wording can change in this one place.
 */
export function createMessages(product: string) {
  return Object.freeze({
    ...createPublicMessages(product),
    ...createNewsMessages(product),
    ...createSuppressionMessages(product),
    ...createAnnouncementMessages(),
    ...createTeamMessages(),
    ...createWebhookMessages(),
    ...createGameApiMessages(),
    ...createMediaMessages(),
    ...createManageMessages(product),
  });
}

export type Messages = ReturnType<typeof createMessages>;
