import { expect, type Locator, type Page } from '@playwright/test';
import type { AdminFigures } from './AdminDb';

const CARDS: Record<keyof AdminFigures, string> = {
  total: 'Total',
  pending: 'Pending',
  verified: 'Verified',
  reserved: 'Reserved',
  violations: 'Violations',
};

/** The dashboard at /admin/dashboard. */
export class AdminDashboardPage {
  readonly signupsHeading: Locator;
  readonly recentViolations: Locator;
  readonly funnel: Locator;

  constructor(readonly page: Page) {
    this.funnel = page.getByRole('region', { name: 'Confirmation funnel' });
    this.signupsHeading = page.getByRole('heading', { name: 'Sign-ups per day' });
    this.recentViolations = page.getByRole('region', { name: 'Recent security violations' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/dashboard');
    await expect(this.signupsHeading).toBeVisible();
  }

  card(name: string): Locator {
    return this.page.getByRole('group', { name, exact: true });
  }

  /** The figure on each stat card, once every card has one. */
  async figures(): Promise<AdminFigures> {
    const entries = await Promise.all(
      (Object.keys(CARDS) as Array<keyof AdminFigures>).map(async (key) => {
        const value = this.card(CARDS[key]).getByText(/^\d+$/);
        await expect(value).toBeVisible();
        return [key, Number(await value.textContent())] as const;
      }),
    );
    return Object.fromEntries(entries) as AdminFigures;
  }

  /** One row of a funnel table ('By day' or 'By email provider') as its cell texts. */
  funnelRow(table: 'By day' | 'By email provider', key: string): Locator {
    return this.funnel
      .getByRole('table', { name: table })
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: key, exact: true }) });
  }

  /** The rows of the recent-violations table, without its header. */
  get violationRows(): Locator {
    return this.recentViolations.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }
}
