import { createMessages } from '@gameshift/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

const messages = createMessages('GameShift');

export type RowAction = 'Verify' | 'Resend' | 'Delete' | 'Erase';

/** The confirm prompt each row action asks, which also names its dialog. */
export const CONFIRM_PROMPTS: Record<RowAction, string> = {
  Verify: messages.confirmManualVerify,
  Resend: messages.confirmResend,
  Delete: messages.confirmDelete,
  Erase: messages.confirmErase,
};

/** The button that carries out each action in its confirm dialog. */
export const CONFIRM_BUTTONS: Record<RowAction, string> = { Verify: 'Confirm', Resend: 'Confirm', Delete: 'Delete', Erase: 'Erase' };

/** The reservations list at /admin/reservations. */
export class AdminReservationsPage {
  readonly searchInput: Locator;
  readonly statusFilter: Locator;
  readonly rowsPerPage: Locator;
  readonly pagination: Locator;
  readonly firstPageButton: Locator;
  readonly previousPageButton: Locator;
  readonly nextPageButton: Locator;
  readonly lastPageButton: Locator;
  readonly exportButton: Locator;
  /** The table's rows, without its header. */
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.searchInput = page.getByRole('textbox', { name: 'Search' });
    this.statusFilter = page.getByRole('combobox', { name: 'Status' });
    this.rowsPerPage = page.getByLabel('Rows per page');
    this.pagination = page.getByRole('navigation', { name: 'Pagination' });
    this.firstPageButton = this.pagination.getByRole('button', { name: 'First page' });
    this.previousPageButton = this.pagination.getByRole('button', { name: 'Previous page' });
    this.nextPageButton = this.pagination.getByRole('button', { name: 'Next page' });
    this.lastPageButton = this.pagination.getByRole('button', { name: 'Last page' });
    this.exportButton = page.getByRole('button', { name: 'Export CSV' });
    this.rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  }

  /** Types a search and waits for the list's answer to it, so that nothing done next races the debounce. */
  async search(text: string): Promise<void> {
    const answered = this.page.waitForResponse((res) => this.isSearchFor(res.url(), text));
    await this.searchInput.fill(text);
    await answered;
  }

  /** Whether a URL is the list request for this search. */
  isSearchFor(url: string, text: string): boolean {
    const { pathname, searchParams } = new URL(url);
    return pathname === '/api/admin/reservations' && (searchParams.get('filter') ?? '').includes(JSON.stringify(text));
  }

  async filterByStatus(status: 'verified' | 'pending' | 'expired'): Promise<void> {
    await this.statusFilter.click();
    await this.page.getByRole('option', { name: status, exact: true }).click();
  }

  pageButton(n: number): Locator {
    return this.pagination.getByRole('button', { name: `Page ${n}`, exact: true });
  }

  /** The text saying which rows are shown, e.g. '11–20 of 30'. */
  range(from: number, to: number, total: number): Locator {
    return this.page.getByText(`${from}–${to} of ${total}`, { exact: true });
  }

  row(email: string): Locator {
    return this.rows.filter({ hasText: email });
  }

  /** The emails in the rows shown, top to bottom. */
  async emails(): Promise<string[]> {
    const texts = await this.rows.allInnerTexts();
    return texts.map((text) => /\S+@\S+/.exec(text)?.[0] ?? '');
  }

  dialog(action: RowAction): Locator {
    return this.page.getByRole('dialog', { name: CONFIRM_PROMPTS[action] });
  }

  /** Presses a row's action button; the confirm dialog opens. */
  async startAction(email: string, action: RowAction): Promise<Locator> {
    await this.row(email).getByRole('button', { name: action, exact: true }).click();
    const dialog = this.dialog(action);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Presses a row's action button and confirms it; the delete dialog's button says Delete. */
  async confirmAction(email: string, action: RowAction): Promise<void> {
    const dialog = await this.startAction(email, action);
    await dialog.getByRole('button', { name: CONFIRM_BUTTONS[action], exact: true }).click();
  }

  /** A reservation in the phone layout's list (react-admin's SimpleList), by its email. */
  item(email: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: email });
  }

  /** Presses an action of a reservation in the phone list and confirms it. */
  async confirmItemAction(email: string, action: RowAction): Promise<void> {
    await this.item(email).getByRole('button', { name: action, exact: true }).click();
    const dialog = this.dialog(action);
    await dialog.getByRole('button', { name: CONFIRM_BUTTONS[action], exact: true }).click();
  }
}
