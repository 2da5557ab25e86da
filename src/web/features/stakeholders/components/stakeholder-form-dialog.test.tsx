import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Stakeholder } from '@shared/schemas/stakeholder';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { StakeholderFormDialog } from './stakeholder-form-dialog';

const opened: Stakeholder = {
  id: 4,
  userId: null,
  name: 'Grace Hopper',
  email: 'grace@example.org',
  role: 'legal_reviewer',
  organization: 'Navy',
  department: null,
  notes: null,
  createdById: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  version: 2,
};
const current: Stakeholder = { ...opened, organization: 'Harvard', version: 3 };

describe('StakeholderFormDialog when someone else saved the stakeholder meanwhile', () => {
  it('shows the change, and after Reload the form holds the current record and saves its version', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      fetchMock.mock.calls.length === 1
        ? Response.json({ message: 'Changed meanwhile', current }, { status: 412 })
        : Response.json({ ...current, ...JSON.parse(String(init?.body)), version: 4 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onOpenChange = vi.fn();
    renderWithProviders(
      <StakeholderFormDialog open onOpenChange={onOpenChange} stakeholder={opened} />,
      { auth: authValue({ user: demoUser }) },
    );
    const user = userEvent.setup();
    const organization = () => screen.getByRole('textbox', { name: /^Organization/ });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const conflict = await screen.findByRole('alertdialog', {
      name: 'This stakeholder was changed by someone else',
    });
    const ifMatch = (call: number) =>
      new Headers(fetchMock.mock.calls[call]![1]?.headers).get('If-Match');
    expect(ifMatch(0)).toBe('"2"');
    expect(within(conflict).getByRole('row', { name: /Organization/ })).toHaveTextContent(
      'OrganizationNavyHarvard',
    );
    expect(screen.queryByText('Error')).not.toBeInTheDocument();

    await user.click(within(conflict).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(organization()).toHaveValue('Harvard'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(ifMatch(1)).toBe('"3"');
  });
});
