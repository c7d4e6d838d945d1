import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** The portal's Articles pages: the list, the new-article form, and the editor with its live preview. */
export class AdminArticlesPage {
  readonly newButton: Locator;
  readonly titleInput: Locator;
  readonly slugInput: Locator;
  readonly excerptInput: Locator;
  readonly authorInput: Locator;
  readonly tagsInput: Locator;
  readonly contentInput: Locator;
  readonly heroImageInput: Locator;
  readonly saveButton: Locator;
  readonly publishNowButton: Locator;
  /** The frame that shows the article's page as a visitor will see it. */
  readonly preview: Locator;

  constructor(readonly page: Page) {
    this.newButton = page.getByRole('link', { name: 'New article' });
    this.titleInput = page.getByRole('textbox', { name: 'Title', exact: true });
    this.slugInput = page.getByRole('textbox', { name: 'Slug', exact: true });
    this.excerptInput = page.getByRole('textbox', { name: 'Excerpt', exact: true });
    this.authorInput = page.getByRole('textbox', { name: 'Author', exact: true });
    this.tagsInput = page.getByRole('combobox', { name: 'Tags', exact: true });
    this.contentInput = page.getByRole('textbox', { name: 'Content (markdown)', exact: true });
    this.heroImageInput = page.getByRole('textbox', { name: 'Hero image', exact: true });
    this.saveButton = page.getByRole('button', { name: 'Save', exact: true });
    this.publishNowButton = page.getByRole('button', { name: 'Publish now', exact: true });
    this.preview = page.getByTitle('Article preview');
  }

  async gotoList(): Promise<void> {
    await this.page.goto('/admin/articles');
  }

  /** The preview's document, to read the page as a visitor would. */
  get previewFrame(): FrameLocator {
    return this.preview.contentFrame();
  }

  /** The row (a table row, or a card on a phone) of the article with this title. */
  entry(title: string): Locator {
    return this.page.getByRole('row').or(this.page.getByRole('listitem')).filter({ hasText: title });
  }

  /** A language's tab over the editor (English, Español, …), which may say that the language is missing. */
  languageTab(language: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${language}( · missing)?$`) });
  }

  /** The state shown for the language in view (Draft, Published, Scheduled for …). */
  get state(): Locator {
    return this.page.getByRole('main').getByRole('group', { name: 'State', exact: true });
  }

  /** Writes the English text of a new article, its tags one by one. */
  async write({
    title,
    excerpt,
    author,
    tags,
    content,
  }: {
    title: string;
    excerpt: string;
    author: string;
    tags: string[];
    content: string;
  }) {
    await this.titleInput.fill(title);
    await this.excerptInput.fill(excerpt);
    await this.authorInput.fill(author);
    for (const tag of tags) {
      await this.tagsInput.fill(tag);
      await this.tagsInput.press('Enter');
    }
    await this.contentInput.fill(content);
  }

  /** Chooses a file with the Upload button beside a field (hero image, link-preview image, narration), as the browser's file picker would. */
  async upload(field: 'hero image' | 'link-preview image' | 'narration', file: { name: string; mimeType: string; buffer: Buffer }) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: `Upload ${field}`, exact: true }).click();
    await (await chooser).setFiles(file);
  }

  async expectSaved(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin\/articles\/[^/]+$/);
  }
}
