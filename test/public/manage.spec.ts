import { localizedMessages, type PersonalDataExport } from '@gameshift/contracts';
import { readFile } from 'node:fs/promises';
// Read as a file: a test's module cannot wait for loadCatalogue before its tests are declared.
import spanishCatalogue from '../../contracts/src/i18n/catalogues/es.json';
import { expectAccessible } from '../pages/accessibility';
import { ManagePage } from '../pages/ManagePage';
import { expect, newVisitor, test } from './fixtures';

const spanish = localizedMessages('es', spanishCatalogue, 'GameShift');
const text = spanish.manage;

test.use({ viewport: { width: 390, height: 844 } });

test.describe('a person’s own data, in Spanish at 390 px', () => {
  test('opens the link from the mail, reads the data explained, stops announcements and deletes the reservation', async ({
    page,
    request,
    inbox,
    humanTokens,
  }) => {
    const visitor = newVisitor();
    const reserved = await request.post('/api/validate-reservation', {
      data: {
        email: visitor.email,
        gameshift_id: visitor.handle,
        human_token: await humanTokens.take(),
        honeypot_fields: {},
        locale: 'es',
      },
    });
    expect(reserved.status()).toBe(201);
    const linkIn = async (pattern: RegExp): Promise<string> => {
      let link: string | undefined;
      await expect
        .poll(
          async () => {
            link = (await inbox.mailsTo(visitor.email)).map((mail) => pattern.exec(mail.text)?.[0]).find(Boolean);
            return link;
          },
          { message: `a link like ${pattern} to ${visitor.email}`, timeout: 20_000 },
        )
        .toBeTruthy();
      return link!;
    };
    const managePage = new ManagePage(page, text);

    const manageLink = await linkIn(/https?:\/\/\S+\/es\/manage\/[A-Za-z0-9_-]{43}/);
    await managePage.openLink(manageLink);
    await expect(managePage.heading).toBeVisible();
    await expect(managePage.value(text.manageHandle)).toHaveText(visitor.handle);
    await expect(managePage.value(text.manageEmail)).toHaveText(visitor.email);
    // The address wraps after its @ or before a dot of the domain, never inside a name.
    const lines = await managePage.lines(text.manageEmail);
    expect(lines.join('')).toBe(visitor.email);
    const badBreaks = lines.slice(1).filter((line, index) => !lines[index].endsWith('@') && !line.startsWith('.'));
    expect(badBreaks, `the address wraps as ${JSON.stringify(lines)}`).toEqual([]);
    await expectAccessible(page);
    // Nothing is wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The data, explained in the person's language beside the download.
    await managePage.seeDataLink.click();
    await expect(managePage.dataHeading).toBeVisible();
    await expect(page.getByRole('heading', { name: text.dataMailsTitle })).toBeVisible();
    await expect(page.getByText(text.dataMailKinds.confirmation)).toBeVisible();
    await expect(page.getByText(text.dataReservationWhy)).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await managePage.backToManageLink.click();

    const download = page.waitForEvent('download');
    await managePage.downloadLink.click();
    const file = await (await download).path();
    const data = JSON.parse(await readFile(file, 'utf8')) as PersonalDataExport;
    expect(data.reservation).toMatchObject({ handle: visitor.handle, email: visitor.email, status: 'pending' });
    expect(data.mails).toEqual([{ kind: 'confirmation', at: expect.any(String) }]);

    // The switch keeps focus: the same button, now offering the other way.
    await managePage.stopAnnouncementsButton.click();
    await expect(managePage.announcementsOff).toBeVisible();
    await expect(managePage.startAnnouncementsButton).toBeFocused();

    await managePage.deleteButton.click();
    await expect(managePage.eraseRequestedHeading).toBeFocused();
    await expect(page.getByText(text.eraseRequestedText('example.com'))).toBeVisible();
    await expect(page.getByText(text.eraseNothingYet)).toBeVisible();
    await expectAccessible(page);
    // Asking deleted nothing: the mailed link confirms.
    expect((await request.get(`/api/handles/${visitor.handle}`)).ok()).toBe(true);

    const eraseLink = await linkIn(/https?:\/\/\S+\/es\/manage\/erase\/[A-Za-z0-9_-]{43}/);
    await managePage.openLink(eraseLink);
    await expect(page.getByText(text.eraseAsk(visitor.handle))).toBeVisible();
    await expectAccessible(page);
    await managePage.eraseButton.click();
    await expect(managePage.erasedHeading).toBeVisible();
    await expect(page.getByText(text.erasedText(visitor.handle))).toBeVisible();
    // They stopped announcements: the code that keeps honouring it is named, beside the handle's hold.
    await expect(page.getByRole('main').getByRole('listitem')).toHaveText([new RegExp(`@${visitor.handle}`), text.erasedKeptUnsubscribe]);
    await expectAccessible(page);

    // The link is spent: said before any button, with the way to a new link.
    await managePage.openLink(eraseLink);
    await expect(managePage.eraseLinkUsedHeading).toBeVisible();
    await expect(managePage.askAgainLink).toHaveAttribute('href', '/es/manage');
    await expect(managePage.eraseButton).toHaveCount(0);
    await expectAccessible(page);

    await managePage.openLink(manageLink);
    await expect(managePage.invalidHeading).toBeVisible();
  });

  test('finds the manage page from the footer of any page and asks for a link, told the address it went to', async ({ page }) => {
    const managePage = new ManagePage(page, text);
    const email = newVisitor().email;
    await page.goto('/es/learn');
    await page.getByRole('contentinfo').getByRole('link', { name: spanish.site.footerManage }).click();
    await expect(page).toHaveURL(/\/es\/manage$/);
    await expect(managePage.heading).toBeVisible();
    await managePage.emailField.fill(email);
    await managePage.sendLinkButton.click();
    await expect(page.getByRole('status').filter({ hasText: text.manageLinkSentTo(email) })).toBeFocused();
    await expectAccessible(page);
  });
});
