import { describe, expect, it } from '@jest/globals';
import { render, screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useEffect } from 'react';
import { ListContextProvider, useList } from 'react-admin';
import { adminText } from '../messages';
import { AdminPagination, pageWindow } from './AdminPagination';

describe(pageWindow.name, () => {
  it.each([
    [1, 10, 5, [1, 2, 3, 4, 5]],
    [5, 10, 5, [3, 4, 5, 6, 7]],
    [9, 10, 5, [6, 7, 8, 9, 10]],
    [10, 10, 5, [6, 7, 8, 9, 10]],
    [2, 3, 5, [1, 2, 3]],
    [1, 1, 5, [1]],
    [4, 8, 4, [2, 3, 4, 5]],
  ])('shows the pages around %i of %i (at most %i) as %p', (current, count, max, expected) => {
    expect(pageWindow(current, count, max)).toEqual(expected);
  });
});

const ROWS = Array.from({ length: 250 }, (_, i) => ({ id: i + 1 }));

/** A real react-admin list controller over 250 rows, paged on the client. */
function PagedList({ page = 1 }: { page?: number }) {
  const list = useList({ data: ROWS, perPage: 10 });
  const { setPage } = list;
  useEffect(() => setPage(page), [page, setPage]);
  return (
    <ListContextProvider value={list}>
      <AdminPagination />
    </ListContextProvider>
  );
}

function renderList(page?: number) {
  render(
    <StrictMode>
      <PagedList page={page} />
    </StrictMode>,
  );
  return within(screen.getByRole('navigation', { name: adminText.pagination }));
}

function pageButtons(nav: BoundFunctions<typeof queries>) {
  return nav.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);
}

describe(AdminPagination.name, () => {
  it('shows five page buttons around the current page and the range of rows', () => {
    const nav = renderList(7);
    expect(pageButtons(nav)).toEqual(['5', '6', '7', '8', '9']);
    expect(nav.getByRole('button', { name: adminText.page(7) })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(adminText.rangeOf(61, 70, 250))).toBeInTheDocument();
  });

  it('moves the window with next, last and first', async () => {
    const nav = renderList(7);
    await userEvent.click(nav.getByRole('button', { name: adminText.nextPage }));
    expect(pageButtons(nav)).toEqual(['6', '7', '8', '9', '10']);

    await userEvent.click(nav.getByRole('button', { name: adminText.lastPage }));
    expect(pageButtons(nav)).toEqual(['21', '22', '23', '24', '25']);
    expect(nav.getByRole('button', { name: adminText.nextPage })).toBeDisabled();
    expect(screen.getByText(adminText.rangeOf(241, 250, 250))).toBeInTheDocument();

    await userEvent.click(nav.getByRole('button', { name: adminText.firstPage }));
    expect(pageButtons(nav)).toEqual(['1', '2', '3', '4', '5']);
    expect(nav.getByRole('button', { name: adminText.previousPage })).toBeDisabled();
  });

  it('goes to the page whose button is pressed', async () => {
    const nav = renderList(1);
    await userEvent.click(nav.getByRole('button', { name: adminText.page(4) }));
    expect(nav.getByRole('button', { name: adminText.page(4) })).toHaveAttribute('aria-current', 'page');
    expect(pageButtons(nav)).toEqual(['2', '3', '4', '5', '6']);
  });

  it('changes the page size and counts the pages again', async () => {
    const nav = renderList(1);
    await userEvent.selectOptions(screen.getByLabelText(adminText.rowsPerPage), '100');
    expect(pageButtons(nav)).toEqual(['1', '2', '3']);
    expect(screen.getByText(adminText.rangeOf(1, 100, 250))).toBeInTheDocument();
  });
});
