import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { AdminWebhooksPage } from '../pages/AdminWebhooksPage';
import { expectAccessible } from '../pages/accessibility';
import { expect, test } from './fixtures';

/** The game's endpoint, on loopback: it refuses the first `failFirst` requests with a 500, then takes each one. */
async function startReceiver(
  failFirst: number,
): Promise<{ url: string; received: Array<{ headers: Record<string, string>; body: string }>; close(): Promise<void> }> {
  const received: Array<{ headers: Record<string, string>; body: string }> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(received.length <= failFirst ? 500 : 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/gameshift`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('an owner adds a webhook, copies its secret once, and sees a failed delivery retried and redelivered', async ({
  page,
  openSignedIn,
  adminDb,
  workerSession,
}) => {
  const receiver = await startReceiver(1);
  try {
    const webhooks = new AdminWebhooksPage(page);
    // On a phone, where the deliveries once ran three times wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn('/admin/webhooks');
    await webhooks.add(receiver.url, ['reservation.confirmed']);
    await expect(webhooks.secretHeading).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Add webhook' })).toBeVisible();
    const secret = await webhooks.secretField.inputValue();
    expect(secret).toMatch(/^whsec_/);

    await webhooks.copiedButton.click();
    await expect(page.getByText(receiver.url, { exact: true })).toBeVisible();
    await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
    // Shown once: the endpoint's page, and the page reloaded, hold no secret.
    await page.reload();
    await expect(page.getByText(receiver.url, { exact: true })).toBeVisible();
    expect(await page.content()).not.toContain(secret.slice(6));

    const reservation = await adminDb.seedReservation();
    const verified = await fetch(`${process.env.E2E_BASE_URL}/api/admin/reservations/${reservation.id}/verify`, {
      method: 'POST',
      headers: { authorization: `Bearer ${workerSession.token}` },
    });
    expect(verified.status).toBe(200);
    // The list fits the phone; the endpoint's page, opened from it, then follows the delivery by itself.
    await openSignedIn('/admin/webhooks');
    const listed = page.getByText(receiver.url);
    await expect(listed).toBeVisible();
    expect(await webhooks.pastTheRightEdge()).toEqual([]);
    await listed.click();

    // The first attempt is refused; the retry a second later is taken. The page shows each as it
    // happens, without a reload.
    const row = webhooks.deliveryRows().first();
    await expect(webhooks.attempts(row)).toHaveCount(2, { timeout: 15_000 });
    await expect(row.getByText('Delivered')).toBeVisible();
    await expect(webhooks.attempts(row).first()).toContainText('HTTP 500');
    await expect(webhooks.attempts(row).last()).toContainText('HTTP 204');

    await row.getByRole('button', { name: 'Redeliver' }).click();
    await expect(page.getByText('Delivery queued again.')).toBeVisible();
    await expect(webhooks.attempts(row)).toHaveCount(3, { timeout: 15_000 });
    await expect(webhooks.attempts(row).last()).toContainText('HTTP 204');

    // Every delivery and attempt fits the phone's width, and both engines judge the page once the
    // notice has gone: judged while it fades out, its text is half transparent.
    expect(await webhooks.pastTheRightEdge()).toEqual([]);
    await expect(page.getByText('Delivery queued again.')).toBeHidden();
    await expectAccessible(page);

    // Every copy the game got is the one event, signed with the secret the owner copied.
    expect(receiver.received).toHaveLength(3);
    for (const { headers, body } of receiver.received) {
      expect(new Webhook(secret).verify(body, headers)).toMatchObject({
        type: 'reservation.confirmed',
        data: { handle: reservation.handle },
      });
    }
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  } finally {
    await receiver.close();
  }
});
