import { randomBytes } from 'node:crypto';
import { AdminAnnouncementsPage } from '../pages/AdminAnnouncementsPage';
import { AdminLayout } from '../pages/AdminLayout';
import { type SeededReservation, uniquePrefix } from '../pages/AdminDb';
import { Inbox } from '../pages/Inbox';
import { expect, test } from './fixtures';

const VIEWPORTS = [
  { name: 'a 1280 px window', phone: false, use: { viewport: { width: 1280, height: 900 } } },
  { name: 'a 390 px touch phone', phone: true, use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

/** Local time as a datetime-local input takes it, `minutes` from now. */
function localInputTime(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

for (const { name, phone, use } of VIEWPORTS) {
  test.describe(`announcements in the portal on ${name}`, () => {
    test.use(use);

    let reservers: SeededReservation[];
    let spanishReserver: SeededReservation;

    test.beforeAll(async ({ adminDb }) => {
      reservers = await adminDb.seedReservations(uniquePrefix(), 3, { verifiedEvery: 1 });
      [spanishReserver] = await adminDb.seedReservations(uniquePrefix(), 1, { verifiedEvery: 1, locale: 'es' });
    });

    test('an owner composes with the preview, tests, sends and watches it reach sent', async ({
      page,
      openSignedIn,
      workerSession,
      inboxUrl,
      baseURL,
    }) => {
      const announcements = new AdminAnnouncementsPage(page);
      const layout = new AdminLayout(page);
      const inbox = new Inbox(inboxUrl, baseURL ?? '');
      const tag = randomBytes(4).toString('hex');
      const subject = `Launch ${tag} for {handle}`;
      const spanishSubject = `Lanzamiento ${tag} para {handle}`;

      await openSignedIn('/admin/announcements');
      if (phone) {
        // The list starts right under the title bar: the New button floats, leaving no empty toolbar above the list.
        const firstOfList = page.getByRole('main').getByRole('listitem').or(page.getByText('No announcement yet.')).first();
        await expect(firstOfList).toBeVisible();
        const barBottom = await page.getByRole('banner').evaluate((bar) => bar.getBoundingClientRect().bottom);
        expect((await firstOfList.boundingBox())!.y - barBottom).toBeLessThan(32);
      }
      await announcements.newButton.click();
      // The page's title shows whole in the title bar, on a phone too.
      const title = page.getByRole('heading', { level: 1, name: 'Write an announcement' });
      await expect(title).toBeVisible();
      expect(
        await title.evaluate((h1) => ({ cutWide: h1.scrollWidth > h1.clientWidth, cutTall: h1.scrollHeight > h1.clientHeight })),
      ).toEqual({
        cutWide: false,
        cutTall: false,
      });
      await announcements.compose(subject, '# {product} is live\n\nClaim **your** ID at [the site]({claim_url}).\n\n<b>raw</b>');

      // The preview is the server's rendering of the copy: markdown as HTML, raw HTML escaped, the sample handle filled in.
      const frame = announcements.previewFrame;
      await expect(frame.getByRole('heading', { name: 'GameShift is live' })).toBeVisible();
      await expect(frame.getByRole('link', { name: 'the site' })).toHaveAttribute('href', baseURL ?? '');
      await expect(frame.getByText('<b>raw</b>')).toBeVisible();
      await expect(announcements.previewText).toContainText('Claim **your** ID');
      await expect(announcements.previewText).toContainText('You get this because you reserved the GameShift ID your_id.');

      // Writing the Spanish translation shows the copy Spanish reservers get, the words around it Spanish too.
      await announcements.translate('Español', spanishSubject, '# {product} ya está aquí\n\nReclama tu ID en [el sitio]({claim_url}).');
      await expect(announcements.languageTab('Español')).toHaveAttribute('aria-selected', 'true');
      await expect(frame.getByRole('heading', { name: 'GameShift ya está aquí' })).toBeVisible();
      await expect(announcements.previewText).toContainText('Recibes este correo porque reservaste el ID de GameShift your_id.');

      // Beside the editor on a desktop, under it on a phone; the page never scrolls sideways.
      const editor = await announcements.bodyInput.boundingBox();
      const preview = await announcements.previewHtml.boundingBox();
      if (phone) expect(preview!.y).toBeGreaterThan(editor!.y + editor!.height);
      else expect(preview!.x).toBeGreaterThan(editor!.x + editor!.width);
      expect(await layout.sidewaysOverflow()).toBe(0);

      await announcements.saveButton.click();
      await expect(layout.notification('Draft saved')).toBeVisible();
      await expect(announcements.status('Draft')).toBeVisible();

      // The page shows each language's copy; the test goes in the language shown.
      await announcements.languageTab('Español').click();
      await expect(announcements.previewFrame.getByRole('heading', { name: 'GameShift ya está aquí' })).toBeVisible();
      await announcements.sendTestButton.click();
      await expect(layout.notification('A test copy in Español is on its way to your address.')).toBeVisible();
      const testSubject = `[Test] ${spanishSubject.replace('{handle}', 'your_id')}`;
      await expect
        .poll(async () => (await inbox.mailsTo(workerSession.email)).filter((mail) => mail.subject === testSubject).length, {
          message: 'the test copy in the admin’s inbox',
          timeout: 20_000,
        })
        .toBe(1);

      const asked = await announcements.openSendDialog();
      // The whole run's confirmed reservers are the audience, this test's among them.
      expect(asked).toBeGreaterThanOrEqual(reservers.length + 1);
      await expect(announcements.sendDialog.getByRole('listitem').filter({ hasText: /^Español: [\d,]+ cop(y|ies)$/ })).toBeVisible();
      await announcements.confirmSend();

      await expect(announcements.status('Sent')).toBeVisible({ timeout: 30_000 });
      await expect(announcements.progressBar).toHaveAttribute('aria-valuenow', '100');
      const recipients = Number((await announcements.count('Recipients').textContent())?.replace(/,/g, ''));
      expect(recipients).toBeGreaterThanOrEqual(reservers.length);
      await expect(announcements.count('Sent')).toHaveText(recipients.toLocaleString('en-US'));
      for (const label of ['Bounced', 'Failed', 'Skipped']) await expect(announcements.count(label)).toHaveText('0');
      expect(await layout.sidewaysOverflow()).toBe(0);

      for (const [reserver, words] of [...reservers.map((r) => [r, subject] as const), [spanishReserver, spanishSubject] as const]) {
        await expect
          .poll(
            async () =>
              (await inbox.mailsTo(reserver.email)).filter((mail) => mail.subject === words.replace('{handle}', reserver.handle)).length,
            { message: `the copy to ${reserver.email}`, timeout: 20_000 },
          )
          .toBe(1);
      }

      await announcements.gotoList();
      const entry = announcements.entry(subject);
      await expect(entry).toContainText('Sent');
      await expect(entry).toContainText(`${recipients.toLocaleString('en-US')} / ${recipients.toLocaleString('en-US')}`);
      expect(await layout.sidewaysOverflow()).toBe(0);
    });

    test('an owner schedules a send, pauses it, and cancels it after confirming', async ({
      page,
      openSignedIn,
      workerSession,
      baseURL,
    }) => {
      const announcements = new AdminAnnouncementsPage(page);
      const subject = `Later ${randomBytes(4).toString('hex')}`;
      const created = await fetch(`${baseURL}/api/admin/announcements`, {
        method: 'POST',
        headers: { authorization: `Bearer ${workerSession.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ subject, body: 'Soon, {handle}.' }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };

      await openSignedIn(`/admin/announcements/${id}/show`);
      await announcements.openSendDialog();
      await announcements.sendAtInput.fill(localInputTime(120));
      await announcements.confirmSend();
      await expect(announcements.status('Scheduled')).toBeVisible();
      await expect(page.getByText('Starts at')).toBeVisible();

      await announcements.pauseButton.click();
      await expect(announcements.status('Paused')).toBeVisible();
      await expect(announcements.pauseButton).toBeHidden();
      await expect(announcements.resumeButton).toBeVisible();

      await announcements.cancelButton.click();
      await expect(announcements.cancelDialog).toBeVisible();
      await announcements.cancelDialog.getByRole('button', { name: 'Keep it' }).click();
      await expect(announcements.status('Paused')).toBeVisible();

      await announcements.cancelButton.click();
      await announcements.cancelDialog.getByRole('button', { name: 'Cancel the send' }).click();
      await expect(announcements.status('Cancelled')).toBeVisible();
      for (const button of [announcements.pauseButton, announcements.resumeButton, announcements.cancelButton, announcements.sendButton]) {
        await expect(button).toBeHidden();
      }
      expect(await new AdminLayout(page).sidewaysOverflow()).toBe(0);
    });
  });
}
