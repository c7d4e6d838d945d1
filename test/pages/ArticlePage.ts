import { createMessages } from '@gameshift/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

const messages = createMessages('GameShift');

/** An article at /learn/{slug}, with its table of contents and read-aloud player. */
export class ArticlePage {
  readonly title: Locator;
  readonly backLink: Locator;
  readonly listenButton: Locator;
  /** The Listen button while the player reads: it says it will stop. */
  readonly stopListeningButton: Locator;
  readonly shareButton: Locator;
  readonly heroImage: Locator;
  readonly toc: Locator;
  readonly player: Locator;
  readonly playerMain: Locator;
  readonly playerStop: Locator;
  /** The phone's toggle for speed, pitch and voice. */
  readonly playerSettings: Locator;
  readonly footer: Locator;
  readonly progress: Locator;
  readonly speed: Locator;
  readonly audio: Locator;
  readonly notFoundHeading: Locator;
  readonly backToLearn: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1 });
    this.backLink = page.getByRole('link', { name: 'Back', exact: true });
    this.listenButton = page.getByRole('button', { name: messages.listen, exact: true });
    this.stopListeningButton = page.getByRole('button', { name: 'Stop listening', exact: true });
    this.shareButton = page.getByRole('button', { name: messages.share });
    this.heroImage = page.locator('img.article__hero');
    this.toc = page.getByRole('navigation', { name: 'On this page' });
    this.player = page.getByRole('region', { name: 'Read aloud' });
    this.playerMain = this.player.getByRole('button', { name: /^(Play|Pause|Resume)$/ });
    this.playerStop = this.player.getByRole('button', { name: 'Stop', exact: true });
    this.playerSettings = this.player.getByRole('button', { name: 'Settings' });
    this.footer = page.getByRole('contentinfo');
    this.progress = this.player.getByRole('slider', { name: 'Progress' });
    this.speed = this.player.getByLabel('Speed');
    this.audio = page.locator('audio');
    this.notFoundHeading = page.getByRole('heading', { name: messages.articleNotFound });
    this.backToLearn = page.getByRole('link', { name: messages.backToLearn });
  }

  async goto(slug: string): Promise<void> {
    await this.page.goto(`/learn/${slug}`);
  }

  async open(slug: string): Promise<void> {
    await this.goto(slug);
    await expect(this.title).toBeVisible();
    await expect(this.page.locator('.article__body h2').first()).toBeVisible();
  }

  tocLink(text: string): Locator {
    return this.toc.getByRole('link', { name: text, exact: true });
  }

  section(id: string): Locator {
    return this.page.locator(`[id="${id}"]`);
  }

  /** Distance in pixels from the top of the window to an element. */
  top(id: string): Promise<number> {
    return this.section(id).evaluate((element) => Math.round(element.getBoundingClientRect().top));
  }

  /** Scrolls so that a section starts `offset` pixels below the top of the window. */
  async scrollSectionTo(id: string, offset: number): Promise<void> {
    await this.section(id).evaluate((element, y) => {
      window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - y, behavior: 'instant' });
    }, offset);
  }

  async scrollTo(y: number): Promise<void> {
    await this.page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  }

  toast(text: string): Locator {
    return this.page.getByRole('list', { name: 'Notifications' }).getByText(text, { exact: true });
  }

  /** Where an element is on screen, in CSS pixels. */
  static box(locator: Locator): Promise<{ top: number; bottom: number; left: number; right: number }> {
    return locator.evaluate((element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    });
  }

  /** Scrolls to the very end of the page. */
  async scrollToEnd(): Promise<void> {
    await this.page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  }

  /** A property of the audio element the player drives. */
  audioState(): Promise<{ paused: boolean; currentTime: number; playbackRate: number; duration: number }> {
    return this.audio.evaluate((element: HTMLAudioElement) => ({
      paused: element.paused,
      currentTime: element.currentTime,
      playbackRate: element.playbackRate,
      duration: element.duration,
    }));
  }
}
