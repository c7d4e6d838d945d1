import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { useViewport } from '../../../jest/viewport';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { adminText } from '../messages';
import { ViolationList } from './ViolationList';

function renderEmptyList() {
  const dataProvider = testDataProvider({ getList: () => Promise.resolve({ data: [], total: 0 }) as never });
  render(
    <StrictMode>
      <AdminContext dataProvider={dataProvider}>
        <ResourceContextProvider value="violations">
          <ViolationList />
        </ResourceContextProvider>
      </AdminContext>
    </StrictMode>,
  );
}

describe('ViolationList', () => {
  const viewport = useViewport();
  beforeEach(() => viewport(false));

  it.each([
    ['on a phone', true],
    ['on a desktop', false],
  ])('says there are no violations in the same words %s', async (_width, narrow) => {
    viewport(narrow);
    renderEmptyList();
    expect(await screen.findByText(adminText.noViolations)).toBeInTheDocument();
  });
});
