import { randomBytes } from 'node:crypto';
import { totp } from '../../backend/test/support/totp';
import { AdminSignInPage } from '../pages/AdminSignInPage';
import { Inbox } from '../pages/Inbox';
import { uniquePrefix } from '../pages/AdminDb';
import { ADMIN_PASSWORD, expect, test } from './fixtures';

const VIEWPORTS = [
  { name: 'a 1280 px window', phone: false, use: { viewport: { width: 1280, height: 900 } } },
  { name: 'a 390 px touch phone', phone: true, use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

for (const { name, phone, use } of VIEWPORTS) {
  test.describe(`the admin team on ${name}`, () => {
    test.use(use);

    test('an owner invites an operator, who sets a password, enrols a second factor and signs in with a code', async ({
      page,
      browser,
      openSignedIn,
      inboxUrl,
      baseURL,
    }) => {
      test.slow();
      const email = `operator-${randomBytes(4).toString('hex')}@example.com`;
      await openSignedIn('/admin/admins');
      await page.getByRole('link', { name: 'Invite' }).click();
      await expect(page).toHaveURL(/\/admin\/admins\/create$/);
      await page.getByRole('textbox', { name: /^Email/ }).fill(email);
      await page.getByRole('combobox', { name: /^Role/ }).click();
      await page.getByRole('option', { name: 'Operator' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
      // The list shows the invitation until it is accepted.
      await expect(page.getByRole(phone ? 'listitem' : 'row').filter({ hasText: email })).toContainText('Invited; the link works until');

      // The invitee, on a device of their own.
      const link = await new Inbox(inboxUrl, baseURL!).waitForInvitationLink(email);
      const context = await browser.newContext({ ...use, baseURL });
      const invitee = await context.newPage();
      try {
        await invitee.goto(new URL(link).pathname);
        await expect(invitee.getByRole('heading', { name: 'Set up your admin account' })).toBeVisible();
        await expect(invitee.getByText(`This account is for ${email}, as Operator. You sign in with this address.`)).toBeVisible();
        await expect(invitee.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
        await expect(invitee.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username');
        await invitee.getByLabel(/^New password/).fill('operator-password-1');
        await invitee.getByLabel(/^Repeat the password/).fill('operator-password-1');
        await invitee.getByRole('button', { name: 'Create my account' }).click();
        await expect(invitee.getByText('Your account is ready.')).toBeVisible();
        await invitee.getByRole('link', { name: 'Go to sign-in' }).click();
        const signIn = new AdminSignInPage(invitee);
        await expect(signIn.signInButton).toBeVisible();
        await signIn.submit(email, 'operator-password-1');
        await expect(invitee).toHaveURL(/\/admin\/dashboard$/);
        if (phone) await invitee.getByRole('button', { name: /open menu/i }).click();
        await invitee.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
        await invitee.getByRole('button', { name: 'Set up' }).click();
        await expect(invitee.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
        const secret = (await invitee.getByLabel('Key', { exact: true }).innerText()).replace(/\s/g, '');
        await invitee.getByLabel(/^Code from the app/).fill(totp(secret));
        await invitee.getByRole('button', { name: 'Confirm' }).click();
        const codes = invitee.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
        await expect(codes).toHaveCount(10);
        await invitee.getByRole('button', { name: 'I have saved them, continue' }).click();
        await expect(invitee).toHaveURL(/\/admin\/dashboard$/);

        // Signing in again now asks for a code (the next step's: the enrolment used this one).
        await invitee.getByRole('button', { name: 'Sign out' }).click();
        await expect(signIn.signInButton).toBeVisible();
        await signIn.submit(email, 'operator-password-1');
        const code = invitee.getByLabel(/^Authentication code/);
        await expect(code).toBeFocused();
        await code.fill(totp(secret, Math.floor(Date.now() / 1000) + 30));
        await signIn.signInButton.click();
        await expect(invitee).toHaveURL(/\/admin\/dashboard$/);
        // An operator acts on reservations but does not manage the team.
        if (phone) await invitee.getByRole('button', { name: /open menu/i }).click();
        await expect(invitee.getByRole('menuitem', { name: 'Violations' })).toBeVisible();
        await expect(invitee.getByRole('menuitem', { name: 'Admins' })).toHaveCount(0);
      } finally {
        await context.close();
      }
    });

    test('a viewer is told which pages are not open to the role, and sees the reservations with no actions and no violations', async ({
      page,
      adminDb,
    }) => {
      const prefix = uniquePrefix();
      await adminDb.seedReservations(prefix, 3);
      const viewer = await adminDb.createAdmin('viewer');
      await page.goto('/admin/admins');
      const signIn = new AdminSignInPage(page);
      await expect(signIn.signInButton).toBeVisible();
      await signIn.submit(viewer, ADMIN_PASSWORD);
      await expect(page).toHaveURL(/\/admin\/admins$/);

      await test.step('a viewer who opens a page of another role by its address is told so, and offered nothing of it', async () => {
        for (const path of ['/admin/admins', '/admin/admins/create', '/admin/violations', '/admin/audit']) {
          if (!page.url().endsWith(path)) await page.goto(path);
          await expect(page.getByText('This page is not open to the Viewer role. Ask an owner if you need it.')).toBeVisible();
          await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
          for (const offered of ['Invite', 'Retry', 'Save']) {
            await expect(page.getByRole('link', { name: offered }).or(page.getByRole('button', { name: offered }))).toHaveCount(0);
          }
          await expect(page.getByText('Your role does not allow this.')).toHaveCount(0);
          await expect(page.getByText('The list could not be loaded.')).toHaveCount(0);
        }
        await page.getByRole('link', { name: 'Back to the dashboard' }).click();
        await expect(page).toHaveURL(/\/admin\/dashboard$/);
      });

      await test.step('a viewer sees no violations on the dashboard nor in the menu', async () => {
        await expect(page.getByRole('heading', { name: 'Sign-ups per day' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Recent security violations' })).toHaveCount(0);
        if (phone) await page.getByRole('button', { name: /open menu/i }).click();
        await expect(page.getByRole('menuitem', { name: 'Reservations' })).toBeVisible();
        for (const hidden of ['Violations', 'Audit log', 'Admins']) {
          await expect(page.getByRole('menuitem', { name: hidden })).toHaveCount(0);
        }
      });

      await test.step('a viewer sees the reservations with no action buttons', async () => {
        await page.goto('/admin/reservations');
        await page.getByRole('searchbox', { name: 'Search' }).or(page.getByLabel('Search')).first().fill(prefix);
        await expect(page.getByText(`${prefix}01@example.com`)).toBeVisible();
        for (const action of ['Verify', 'Resend', 'Delete', 'Export CSV']) {
          await expect(page.getByRole('button', { name: action })).toHaveCount(0);
        }
      });
    });
  });
}

test.describe('an editor', () => {
  test('comes home to a dashboard without the sign-up figures, and finds no page of the reservations side open', async ({
    page,
    adminDb,
  }) => {
    const editor = await adminDb.createAdmin('editor');
    await page.goto('/admin/');
    const signIn = new AdminSignInPage(page);
    await expect(signIn.signInButton).toBeVisible();
    await signIn.submit(editor, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await test.step('the dashboard says why it shows no figures, and loads none', async () => {
      await expect(
        page.getByText('The sign-up figures are not open to the Editor role: your pages are in the menu and below.'),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Sign-ups per day' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Reservations' })).toHaveCount(0);
      await expect(page.getByText('The figures could not be loaded.')).toHaveCount(0);
      await expect(page.getByText('Your role does not allow this.')).toHaveCount(0);
    });

    await test.step('the menu offers none of the pages of the reservations side', async () => {
      await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
      for (const hidden of [
        'Traffic',
        'Reservations',
        'Violations',
        'Audit log',
        'Admins',
        'Suppressions',
        'Webhooks',
        'Announcements',
        'API keys',
      ]) {
        await expect(page.getByRole('menuitem', { name: hidden, exact: true })).toHaveCount(0);
      }
    });

    await test.step('a page of the reservations side, opened by its address, is not open to the role', async () => {
      for (const path of ['/admin/reservations', '/admin/traffic', '/admin/announcements']) {
        await page.goto(path);
        await expect(page.getByText('This page is not open to the Editor role. Ask an owner if you need it.')).toBeVisible();
        await expect(page.getByText('Your role does not allow this.')).toHaveCount(0);
      }
    });
  });
});
