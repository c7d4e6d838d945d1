import { expect, type Locator, type Page } from '@playwright/test';

/** The portal's Announcements pages: the list, the compose form with its preview, and one announcement's page. */
export class AdminAnnouncementsPage {
  readonly newButton: Locator;
  readonly subjectInput: Locator;
  readonly bodyInput: Locator;
  readonly saveButton: Locator;
  /** The HTML part of the preview, in its sandboxed frame. */
  readonly previewHtml: Locator;
  readonly previewText: Locator;
  readonly sendTestButton: Locator;
  readonly sendButton: Locator;
  readonly sendDialog: Locator;
  readonly sendAtInput: Locator;
  readonly progressBar: Locator;
  readonly pauseButton: Locator;
  readonly resumeButton: Locator;
  readonly cancelButton: Locator;
  readonly cancelDialog: Locator;

  constructor(readonly page: Page) {
    this.newButton = page.getByRole('link', { name: 'New announcement' });
    this.subjectInput = page.getByRole('textbox', { name: 'Subject' });
    this.bodyInput = page.getByRole('textbox', { name: 'Message (markdown)' });
    this.saveButton = page.getByRole('button', { name: 'Save' });
    this.previewHtml = page.getByTitle('HTML preview');
    this.previewText = page.getByRole('figure', { name: 'Text preview' });
    this.sendTestButton = page.getByRole('button', { name: 'Send a test to me', exact: true });
    this.sendButton = page.getByRole('button', { name: 'Send…', exact: true });
    this.sendDialog = page.getByRole('dialog', { name: /^Send to [\d,]+ confirmed reservers?\?$/ });
    this.sendAtInput = this.sendDialog.getByLabel('Send at (optional)');
    this.progressBar = page.getByRole('progressbar', { name: 'Progress' });
    this.pauseButton = page.getByRole('button', { name: 'Pause', exact: true });
    this.resumeButton = page.getByRole('button', { name: 'Resume', exact: true });
    this.cancelButton = page.getByRole('button', { name: 'Cancel the send' });
    this.cancelDialog = page.getByRole('dialog', { name: 'Cancel this announcement?' });
  }

  async gotoList(): Promise<void> {
    await this.page.goto('/admin/announcements');
  }

  /** The row (a table row, or a list item on a phone) of the announcement with this subject. */
  entry(subject: string): Locator {
    return this.page.getByRole('row').or(this.page.getByRole('listitem')).filter({ hasText: subject });
  }

  /** The preview's frame, to read the rendered HTML as a reader would. */
  get previewFrame() {
    return this.previewHtml.contentFrame();
  }

  async compose(subject: string, body: string): Promise<void> {
    await this.subjectInput.fill(subject);
    await this.bodyInput.fill(body);
  }

  /** Writes the translation into `language` (as the form names it: Español, Deutsch, …). */
  async translate(language: string, subject: string, body: string): Promise<void> {
    await this.page.getByRole('textbox', { name: `Title in ${language}` }).fill(subject);
    await this.page.getByRole('textbox', { name: `Message in ${language}` }).fill(body);
  }

  /** The tab of a language's copy, over the preview or the copies of an announcement's page. */
  languageTab(language: string): Locator {
    return this.page.getByRole('tab', { name: language, exact: true });
  }

  /** The status shown beside the subject on an announcement's page (not the count under the progress bar that shares its word). */
  status(name: string): Locator {
    return this.page.getByRole('main').getByRole('group', { name: 'Status', exact: true }).getByText(name, { exact: true });
  }

  /** A figure under the progress bar (Recipients, Sent, Bounced, Failed, Skipped), in the group its label names. */
  count(label: string): Locator {
    return this.page.getByRole('group', { name: label, exact: true }).getByText(/^[\d,]+$/);
  }

  /** Opens the send dialog and answers the audience it asks about. */
  async openSendDialog(): Promise<number> {
    await this.sendButton.click();
    await expect(this.sendDialog).toBeVisible();
    const title = (await this.sendDialog.getByRole('heading').textContent()) ?? '';
    return Number(/Send to ([\d,]+)/.exec(title)?.[1].replace(/,/g, '') ?? NaN);
  }

  async confirmSend(): Promise<void> {
    await this.sendDialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(this.sendDialog).toBeHidden();
  }
}
