import { createMessages, validateHandle } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { HumanCheckDialog } from '../pages/HumanCheckDialog';
import { Inbox } from '../pages/Inbox';
import { ReservePage } from '../pages/ReservePage';
import { VerifyPage } from '../pages/VerifyPage';
import { expect, test as base } from '../support/fixtures';

export const messages = createMessages('GameShift');

/** A person nobody else in the run is: a free handle and an address of their own. */
export type Visitor = { handle: string; email: string };

export function newVisitor(): Visitor {
  for (;;) {
    const handle = `pw${randomBytes(8).toString('hex').slice(0, 10)}`;
    // Random letters and digits can spell a blocked word; draw again rather than be refused.
    if (validateHandle(handle, { productName: 'GameShift' }).ok) return { handle, email: `${handle}@example.com` };
  }
}

/** Matches any text that contains `text` as it is, for accessible descriptions made of several parts. */
export function including(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

type PublicFixtures = {
  /**
   * On (the default): the game runs on Playwright's clock and its verify call is answered with a
   * real human token drawn beforehand, so a test about what surrounds the game does not sit
   * through it. Off: the game is played in real time against the server's own check.
   */
  quickGame: boolean;
  visitor: Visitor;
  inbox: Inbox;
  reservePage: ReservePage;
  humanCheck: HumanCheckDialog;
  verifyPage: VerifyPage;
};

// The workers' fixtures (db, humanTokens) are support/fixtures.ts's, shared with every folder's specs.
export const test = base.extend<PublicFixtures>({
  quickGame: [true, { option: true }],
  visitor: async ({}, use) => {
    await use(newVisitor());
  },
  inbox: async ({ inboxUrl, baseURL }, use) => {
    await use(new Inbox(inboxUrl, baseURL ?? ''));
  },
  reservePage: async ({ page }, use) => {
    await use(new ReservePage(page));
  },
  humanCheck: async ({ page, quickGame, humanTokens }, use) => {
    if (quickGame) {
      await page.clock.install();
      await page.route('**/api/human-check/verify', async (route) =>
        route.fulfill({ status: 201, json: { human_token: await humanTokens.take() } }),
      );
    }
    await use(new HumanCheckDialog(page, quickGame));
  },
  verifyPage: async ({ page }, use) => {
    await use(new VerifyPage(page));
  },
});

export { expect };
