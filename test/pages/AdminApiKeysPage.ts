import { expect, type Locator, type Page } from '@playwright/test';

/** The portal's API keys page: the list, the create form and the key shown once. */
export class AdminApiKeysPage {
  constructor(private readonly page: Page) {}

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  /** Creates a key with the scopes given by their names on the form; answers the key as shown once. */
  async create(name: string, scopes: string[]): Promise<string> {
    await this.page.getByRole('link', { name: 'Create an API key' }).click();
    await this.page.getByRole('textbox', { name: /^Name/ }).fill(name);
    for (const scope of scopes) await this.page.getByRole('checkbox', { name: new RegExp(scope) }).check();
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByRole('alert').filter({ hasText: 'Copy this key now: it is shown only once.' })).toBeVisible();
    const shown = this.page.getByRole('textbox', { name });
    await expect(shown).toHaveValue(/^gsk_/);
    return shown.inputValue();
  }

  async copy(): Promise<void> {
    await this.page.getByRole('button', { name: 'Copy key' }).click();
    await expect(this.page.getByText('Key copied')).toBeVisible();
  }

  async done(): Promise<void> {
    await this.page.getByRole('button', { name: 'I have stored the key' }).click();
  }

  async revoke(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: 'Revoke' }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toContainText(`Revoke the key "${name}"?`);
    // Done once the server has answered the revocation: the list may drop the row before that.
    const revoked = this.page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname.startsWith('/api/admin/api-keys/'),
    );
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect((await revoked).status()).toBe(200);
    await expect(this.row(name)).toHaveCount(0);
  }
}
