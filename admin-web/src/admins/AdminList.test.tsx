import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { useViewport } from '../../../jest/viewport';
import { AdminContext, ResourceContextProvider, testDataProvider, type GetListParams } from 'react-admin';
import type { AdminAccount } from '@gameshift/contracts';
import { adminText, messages } from '../messages';
import { AdminList } from './AdminList';

const account = (id: string, role: AdminAccount['role'], invited = false): AdminAccount => ({
  id,
  email: `${id}@example.com`,
  role,
  mfa: false,
  created_at: '2025-01-01T00:00:00.000Z',
  invitation_expires_at: invited ? '2099-01-01T00:00:00.000Z' : null,
});

/** The server's answer: the whole team, or with a role filter only that role, invitations included. */
function renderTeam(team: AdminAccount[]) {
  const getList = (_resource: string, params: GetListParams) => {
    const role = (params.filter as { role?: string }).role;
    const data = role ? team.filter((member) => member.role === role) : team;
    return Promise.resolve({ data, total: data.length });
  };
  render(
    <StrictMode>
      <AdminContext dataProvider={testDataProvider({ getList: getList as never })}>
        <ResourceContextProvider value="admins">
          <AdminList />
        </ResourceContextProvider>
      </AdminContext>
    </StrictMode>,
  );
}

/** The row (a table row, or a list item on a phone) that shows the address. */
async function rowOf(email: string, narrow: boolean): Promise<HTMLElement> {
  const text = await screen.findByText(email);
  const row = text.closest(narrow ? 'li' : 'tr');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${email}`);
  return row;
}

// The first render of react-admin in jsdom takes seconds on a busy machine.
jest.setTimeout(20_000);

describe('AdminList', () => {
  const viewport = useViewport();
  beforeEach(() => viewport(false));

  it.each([
    ['on a desktop', false],
    ['on a phone', true],
  ])('offers neither Remove nor Change role for the last owner, and says why on focus, %s', async (_width, narrow) => {
    viewport(narrow);
    // An invitation as owner is not an owner yet: the one who signed up is still the last.
    renderTeam([account('owner', 'owner'), account('invited', 'owner', true), account('operator', 'operator')]);

    const owner = await rowOf('owner@example.com', narrow);
    const note = await within(owner).findByText(adminText.lastOwnerNote);
    expect(within(owner).queryByRole('button', { name: adminText.removeAdmin })).toBeNull();
    expect(within(owner).queryByRole('link', { name: adminText.changeRole })).toBeNull();
    // Reached with the Tab key, as a keyboard user would, the note says why.
    const chip = note.closest('[tabindex="0"]');
    const user = userEvent.setup();
    for (let presses = 0; presses < 20 && document.activeElement !== chip; presses++) await user.tab();
    expect(document.activeElement).toBe(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(messages.lastOwner);

    const operator = await rowOf('operator@example.com', narrow);
    expect(within(operator).getByRole('button', { name: adminText.removeAdmin })).toBeInTheDocument();
    expect(within(operator).queryByText(adminText.lastOwnerNote)).toBeNull();
  });

  it('offers Remove and Change role for every owner while there are two', async () => {
    renderTeam([account('first', 'owner'), account('second', 'owner')]);
    for (const email of ['first@example.com', 'second@example.com']) {
      const row = await rowOf(email, false);
      expect(await within(row).findByRole('button', { name: adminText.removeAdmin })).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: adminText.changeRole })).toBeInTheDocument();
      expect(within(row).queryByText(adminText.lastOwnerNote)).toBeNull();
    }
  });
});
