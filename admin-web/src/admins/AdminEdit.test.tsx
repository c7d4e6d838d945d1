import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { AdminContext, ResourceContextProvider, testDataProvider, type GetListParams, type GetOneParams } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AdminAccount } from '@gameshift/contracts';
import { adminText, messages } from '../messages';
import { AdminEdit } from './AdminForms';

const account = (id: string, role: AdminAccount['role'], invited = false): AdminAccount => ({
  id,
  email: `${id}@example.com`,
  role,
  mfa: false,
  created_at: '2025-01-01T00:00:00.000Z',
  invitation_expires_at: invited ? '2099-01-01T00:00:00.000Z' : null,
});

/** The edit page of one admin, opened by its address as a bookmark or a typed URL would. */
function renderEdit(team: AdminAccount[], id: string) {
  const getList = (_resource: string, params: GetListParams) => {
    const role = (params.filter as { role?: string }).role;
    const data = role ? team.filter((member) => member.role === role) : team;
    return Promise.resolve({ data, total: data.length });
  };
  const getOne = (_resource: string, params: GetOneParams) => Promise.resolve({ data: team.find((member) => member.id === params.id)! });
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[`/admins/${id}`]}>
        <AdminContext dataProvider={testDataProvider({ getList: getList as never, getOne: getOne as never })}>
          <ResourceContextProvider value="admins">
            <Routes>
              <Route path="/admins/:id" element={<AdminEdit />} />
            </Routes>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>
    </StrictMode>,
  );
}

// The first render of react-admin in jsdom takes seconds on a busy machine.
jest.setTimeout(20_000);

describe('AdminEdit', () => {
  it('keeps the last owner an owner: the role cannot be changed, nothing can be saved, and the page says why', async () => {
    renderEdit([account('owner', 'owner'), account('invited', 'owner', true), account('operator', 'operator')], 'owner');
    expect(await screen.findByText(messages.lastOwner)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: adminText.colRole })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
  });

  it('offers every role and Save for an owner while there are two', async () => {
    renderEdit([account('first', 'owner'), account('second', 'owner')], 'second');
    expect(await screen.findByText('second@example.com')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: adminText.colRole })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: /save/i })).toBeInTheDocument();
    expect(screen.queryByText(messages.lastOwner)).toBeNull();
  });

  it('offers each role by its name, the editor among them', async () => {
    renderEdit([account('first', 'owner'), account('second', 'operator')], 'second');
    await userEvent.click(await screen.findByRole('combobox', { name: adminText.colRole }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Viewer', 'Editor', 'Operator', 'Owner']);
  });
});
