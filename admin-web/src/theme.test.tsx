import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { AdminContext, LinearProgress, Loading, LoadingIndicator, testDataProvider, useGetList } from 'react-admin';
import { adminText } from './messages';
import { theme } from './theme';

/** What the portal shows while the server has not answered: react-admin's spinners and bar, as they come. */
function Waiting() {
  useGetList('reservations');
  return (
    <>
      <LoadingIndicator />
      <Loading timeout={0} />
      <LinearProgress timeout={0} />
    </>
  );
}

// The first render of react-admin in jsdom takes seconds on a busy machine.
jest.setTimeout(20_000);

describe('the portal theme', () => {
  it('names every progressbar react-admin shows while a page loads', async () => {
    render(
      <StrictMode>
        <AdminContext theme={theme} dataProvider={testDataProvider({ getList: () => new Promise(() => undefined) })}>
          <Waiting />
        </AdminContext>
      </StrictMode>,
    );
    // The title bar's spinner appears once the list is asked for; the page's and the bar at once (their
    // delays set to none).
    await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(3));
    for (const bar of screen.getAllByRole('progressbar')) expect(bar).toHaveAccessibleName(adminText.loading);
  });
});
