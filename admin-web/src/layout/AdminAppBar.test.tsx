import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { AdminContext, testDataProvider, useGetList } from 'react-admin';
import { adminText } from '../messages';
import { PortalLoadingIndicator } from './AdminAppBar';

/** A page whose list the server has not answered yet. */
function Waiting() {
  useGetList('reservations');
  return <PortalLoadingIndicator />;
}

// The first render of react-admin in jsdom takes seconds on a busy machine.
jest.setTimeout(20_000);

describe(PortalLoadingIndicator.name, () => {
  it('names the spinner it shows while the page loads', async () => {
    render(
      <StrictMode>
        <AdminContext dataProvider={testDataProvider({ getList: () => new Promise(() => undefined) })}>
          <Waiting />
        </AdminContext>
      </StrictMode>,
    );
    expect(await screen.findByRole('progressbar', { name: adminText.loading })).toBeInTheDocument();
  });
});
