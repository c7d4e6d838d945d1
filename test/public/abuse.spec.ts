import { HUMAN_CHECK_POW } from '@gameshift/contracts';
import { startDnsServer, type DnsServer } from '../../backend/test/support/dns-server';
import { HumanTokens } from '../support/human-tokens';
import { startOwnApp, type OwnApp } from '../support/own-app';
import { expect, including, messages, newVisitor, test } from './fixtures';

/*
 * The abuse rules as a person meets them, on an instance of its own: the proof of work at its
 * default cost, a domain limit of one sign-up, and the DNS check against a DNS server of the test's.
 */

let dns: DnsServer;
let app: OwnApp;

test.beforeAll(async () => {
  dns = await startDnsServer({
    'crowded.example': { mx: [{ exchange: 'mx.crowded.example', priority: 10 }] },
    'nullmx.example': { mx: [{ exchange: '', priority: 0 }] },
  });
  app = await startOwnApp({ EMAIL_DOMAIN_LIMIT: '1', EMAIL_DOMAIN_CHECK: 'true', DNS_SERVERS: dns.address });
});
test.afterAll(async () => {
  await app?.stop();
  await dns?.close();
});

test.describe('the abuse rules in the browser', () => {
  // The game is played in real time against this instance's own check, proof of work included.
  test.use({ quickGame: false, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a person meets the no-mail and domain-limit sentences under the email field, then reserves at 390 px, the proof of work solved under the game', async ({
    page,
    reservePage,
    humanCheck,
  }) => {
    // The domain's one sign-up of the hour, made by someone else.
    const tokens = new HumanTokens(app.baseUrl);
    const first = newVisitor();
    const made = await fetch(`${app.baseUrl}/api/validate-reservation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: `${first.handle}@crowded.example`,
        gameshift_id: first.handle,
        honeypot_fields: {},
        human_token: await tokens.take(),
      }),
    });
    expect(made.status).toBe(201);

    const visitor = newVisitor();
    await page.goto(`${app.baseUrl}/`);
    await reservePage.chooseHandle(visitor.handle);

    await test.step('the proof of work is solved while the game plays, and waits no longer for it', async () => {
      await reservePage.emailInput.fill(`${visitor.handle}@nullmx.example`);
      await reservePage.reserveButton.click();
      await expect(humanCheck.dialog).toBeVisible();

      const challenge = page.waitForResponse((r) => r.url().endsWith('/api/human-check/challenge'));
      const sequence = await humanCheck.start();
      const pow = ((await (await challenge).json()) as { pow: { parameters: { cost: number } } }).pow;
      expect(pow.parameters.cost).toBe(HUMAN_CHECK_POW.iterations);
      await humanCheck.waitForTurn();
      const verify = page.waitForRequest((r) => r.url().endsWith('/api/human-check/verify'));
      for (const color of sequence) await humanCheck.pad(color).click();
      const answeredAt = Date.now();
      const sent = await verify;
      // The solution was ready when the pattern had been played: the answer leaves at once.
      expect(Date.now() - answeredAt).toBeLessThan(500);
      const body = sent.postDataJSON() as { pow: { solution: { counter: number } } };
      expect(body.pow.solution.counter).toBeGreaterThanOrEqual(HUMAN_CHECK_POW.defaultCost / 2);
    });

    await test.step('shows the no-mail sentence under the email field for a domain that takes no mail', async () => {
      await expect(reservePage.alert(messages.emailDomainNoMail)).toBeVisible();
      await expect(reservePage.emailInput).toHaveAccessibleDescription(including(messages.emailDomainNoMail));
    });

    await test.step('shows the domain-limit sentence under the email field', async () => {
      await reservePage.emailInput.fill(`${visitor.handle}@crowded.example`);
      await reservePage.reserveButton.click();
      await expect(reservePage.alert(messages.emailDomainBusy)).toBeVisible();
      await expect(reservePage.emailInput).toHaveAccessibleDescription(including(messages.emailDomainBusy));
    });

    await test.step('the same game then reserves with another address, at 390 px', async () => {
      await reservePage.emailInput.fill(`${visitor.handle}@gmail.com`);
      await reservePage.reserveButton.click();
      await expect(reservePage.successHeading).toBeVisible();
      await expect(humanCheck.dialog).toBeHidden();
      await expect(page.getByText(messages.handleHold(30))).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
    });
  });
});
