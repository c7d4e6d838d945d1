import { expect, type Locator, type Page } from '@playwright/test';

/** The Traffic page at /admin/traffic: visitors per day, sources, the journey. */
export class AdminTrafficPage {
  readonly visitors: Locator;
  readonly sources: Locator;
  readonly journey: Locator;

  constructor(readonly page: Page) {
    this.visitors = page.getByRole('region', { name: 'Visitors per day' });
    this.sources = page.getByRole('region', { name: 'Sources' });
    this.journey = page.getByRole('region', { name: 'Journey' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/traffic');
    await expect(this.sources).toBeVisible();
  }

  range(days: 7 | 30 | 90): Locator {
    return this.page.getByRole('button', { name: `${days} days` });
  }

  /** A source's row in the wide table, as its cells: source, visitors, reservations, confirmations, both rates. */
  sourceRow(source: string): Locator {
    return this.sources.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: source, exact: true }) });
  }

  /** A step's row of the journey: step, count, share of visits. */
  journeyRow(step: string): Locator {
    return this.journey.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: step, exact: true }) });
  }

  /** Sorts the sources by a column's header. */
  async sortBy(column: string): Promise<void> {
    await this.sources.getByRole('button', { name: column, exact: true }).click();
  }
}
