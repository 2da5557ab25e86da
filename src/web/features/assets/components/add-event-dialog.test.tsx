import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@web/lib/toast';
import { renderAssets, routeFetch } from '../test/assets-test-utils';
import { UploadAssetDialog } from './upload-asset-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});
// Dialog and form journeys in jsdom take seconds when the shared machine is busy.
vi.setConfig({ testTimeout: 15_000 });

async function openAddEvent() {
  renderAssets(<UploadAssetDialog open onOpenChange={vi.fn()} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add New Event' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Event' });
  return { dialog, user };
}

describe('Add New Event inside the upload dialog', () => {
  it("is the events screen's form: offers every goal and validates with the event messages", async () => {
    const calls = routeFetch({});
    const { dialog, user } = await openAddEvent();
    for (const label of ['Speaking', 'Sponsoring', 'Attending', 'Exhibiting', 'Networking']) {
      expect(within(dialog).getByRole('checkbox', { name: label })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('checkbox', { name: 'Attending' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Attending' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Event' }));
    expect(await within(dialog).findByText('Event name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Location is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Select at least one goal')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('creates the event and makes it the related event', async () => {
    const created = { id: 31, name: 'FOSDEM 2027', startDate: '2027-02-06' };
    const calls = routeFetch({
      'POST /api/events': { status: 201, body: created },
      'DELETE /api/events/31': { status: 204 },
    });
    const { dialog, user } = await openAddEvent();

    const fill = async (field: HTMLElement, value: string) => {
      await user.click(field);
      await user.paste(value);
    };
    await fill(within(dialog).getByRole('textbox', { name: 'Event Name' }), 'FOSDEM 2027');
    await fill(within(dialog).getByRole('textbox', { name: 'Event URL' }), 'https://fosdem.org');
    // A date picker fires `input`, as the browser's does; React's onChange hears it.
    fireEvent.input(within(dialog).getByLabelText(/^Start Date/), {
      target: { value: '2027-02-06' },
    });
    fireEvent.input(within(dialog).getByLabelText(/^End Date/), {
      target: { value: '2027-02-07' },
    });
    await fill(within(dialog).getByRole('textbox', { name: 'Location' }), 'Brussels');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Speaking' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Event' }));

    expect(await screen.findByText('Event Created')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add New Event' })).not.toBeInTheDocument(),
    );
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({
      name: 'FOSDEM 2027',
      link: 'https://fosdem.org',
      startDate: '2027-02-06',
      endDate: '2027-02-07',
      location: 'Brussels',
      type: 'conference',
      priority: 'medium',
      goal: ['attending', 'speaking'],
    });
    const upload = screen.getByRole('dialog', { name: 'Upload New Asset' });
    expect(
      within(upload).getByRole('combobox', { name: 'Related Event (optional)' }),
    ).toHaveTextContent('FOSDEM 2027 — Feb 6, 2027');
    // The inner form's submit never reaches the upload form.
    expect(within(upload).queryByText('Please select a file')).not.toBeInTheDocument();

    // Its toast has no 'View', which would leave the upload; 'Undo' deletes it and lets go of it.
    // (The toasts sit outside the open dialog, which hides them from queries by role.)
    expect(screen.queryByText('View', { exact: true })).not.toBeInTheDocument();
    await user.click(screen.getByText('Undo', { exact: true }));
    await waitFor(() =>
      expect(
        within(upload).getByRole('combobox', { name: 'Related Event (optional)' }),
      ).not.toHaveTextContent('FOSDEM 2027'),
    );
    expect(
      calls.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname),
    ).toEqual(['/api/events/31']);
  });
});
