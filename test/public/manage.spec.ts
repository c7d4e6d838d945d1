import { createManageMessages, type PersonalDataExport } from '@gameshift/contracts';
import { readFile } from 'node:fs/promises';
import { expectAccessible } from '../pages/accessibility';
import { ManagePage } from '../pages/ManagePage';
import { expect, newVisitor, test } from './fixtures';

const text = createManageMessages('GameShift');

test.use({ viewport: { width: 390, height: 844 } });

test.describe('a person’s own data at 390 px', () => {
  test('opens the link from the mail, downloads the data, stops announcements and deletes the reservation', async ({
    page,
    request,
    inbox,
    humanTokens,
  }) => {
    const visitor = newVisitor();
    const reserved = await request.post('/api/validate-reservation', {
      data: { email: visitor.email, gameshift_id: visitor.handle, human_token: await humanTokens.take(), honeypot_fields: {} },
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
    const managePage = new ManagePage(page);

    await managePage.openLink(await linkIn(/https?:\/\/\S+\/manage\/[A-Za-z0-9_-]{43}/));
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

    const download = page.waitForEvent('download');
    await managePage.downloadLink.click();
    const file = await (await download).path();
    const data = JSON.parse(await readFile(file, 'utf8')) as PersonalDataExport;
    expect(data.reservation).toMatchObject({ handle: visitor.handle, email: visitor.email, status: 'pending' });
    expect(data.mails).toEqual([{ kind: 'confirmation', at: expect.any(String) }]);

    await managePage.stopAnnouncementsButton.click();
    await expect(managePage.announcementsOff).toBeVisible();
    await expect(managePage.startAnnouncementsButton).toBeVisible();

    await managePage.deleteButton.click();
    await expect(managePage.checkMail).toBeVisible();
    // Asking deleted nothing: the mailed link confirms.
    expect((await request.get(`/api/handles/${visitor.handle}`)).ok()).toBe(true);

    await managePage.openLink(await linkIn(/https?:\/\/\S+\/manage\/erase\/[A-Za-z0-9_-]{43}/));
    await expect(managePage.eraseButton).toBeVisible();
    await expectAccessible(page);
    await managePage.eraseButton.click();
    await expect(managePage.erasedHeading).toBeVisible();

    await managePage.openLink(await linkIn(/https?:\/\/\S+\/manage\/[A-Za-z0-9_-]{43}/));
    await expect(managePage.invalidHeading).toBeVisible();
  });

  test('asks for a link by email and answers the same for any address', async ({ page }) => {
    const managePage = new ManagePage(page);
    await managePage.openRequest();
    await expect(managePage.heading).toBeVisible();
    await managePage.emailField.fill(newVisitor().email);
    await managePage.sendLinkButton.click();
    await expect(managePage.linkRequested).toBeVisible();
    await expectAccessible(page);
  });
});
