import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { adminText } from '../messages';
import { ViolationList } from './ViolationList';

/** jsdom has no layout: the list asks for the width through matchMedia, answered here as a phone's or a desktop's. */
function viewport(narrow: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      // MUI asks `(max-width:599.95px)` for breakpoints.down('sm').
      matches: narrow && query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

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
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  beforeEach(() => viewport(false));
  afterEach(() => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
    else delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it.each([
    ['on a phone', true],
    ['on a desktop', false],
  ])('says there are no violations in the same words %s', async (_width, narrow) => {
    viewport(narrow);
    renderEmptyList();
    expect(await screen.findByText(adminText.noViolations)).toBeInTheDocument();
  });
});
