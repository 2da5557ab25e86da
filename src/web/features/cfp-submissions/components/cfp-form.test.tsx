import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { localToday } from '@web/lib/format';
import { CfpFormDialog } from './cfp-form-dialog';

describe('CfpFormDialog', () => {
  it("defaults to the signed-in user's name, today and draft, and shows the form's messages", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CfpFormDialog open onOpenChange={() => {}} />, {
      auth: authValue({ user: demoUser }),
    });
    expect(screen.getByRole('textbox', { name: 'Submitter Name' })).toHaveValue('Demo User');
    expect(screen.getByLabelText('Submission Date')).toHaveValue(localToday());
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Draft');

    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Submitter Name' }));
    await user.click(screen.getByRole('button', { name: 'Add Submission' }));
    // The event, the title, the abstract and the cleared submitter name, each under its field.
    expect(await screen.findByText('Event is required')).toBeInTheDocument();
    expect(screen.queryByText('Required')).toBeNull();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toBeInvalid();
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(screen.getByRole('textbox', { name: 'Abstract' })).toHaveAccessibleDescription(
      'Abstract is required',
    );
    expect(screen.getByRole('textbox', { name: 'Submitter Name' })).toHaveAccessibleDescription(
      'Submitter Name is required',
    );
    // The first invalid field, the event picker, has the focus.
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hides the event choice when the event is fixed by the address', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(
      <CfpFormDialog open onOpenChange={() => {}} fixedEvent={{ id: 7, name: 'FOSDEM' }} />,
      { auth: authValue({ user: demoUser }) },
    );
    expect(screen.getByText('FOSDEM')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Event' })).not.toBeInTheDocument(),
    );
  });
});
