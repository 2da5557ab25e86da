import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { fetchCall, mockFetch } from '@web/test/fetch-mock';
import { polyfillPointer } from '@web/test/pointer-polyfill';
import { EventFormDialog } from './event-form-dialog';

beforeAll(() => {
  // Radix checkboxes measure themselves; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EventFormDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('EventFormDialog', () => {
  it('shows the shared schema messages on their fields and sends nothing', async () => {
    const fetchMock = mockFetch(201, {});
    renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Attending' }));
    await user.click(screen.getByRole('button', { name: 'Save Event' }));
    expect(await screen.findByText('Event name is required')).toBeInTheDocument();
    expect(field('Event Name')).toHaveAccessibleDescription('Event name is required');
    expect(field('Event URL')).toHaveAccessibleDescription('Must be a valid URL');
    expect(field('Location')).toHaveAccessibleDescription('Location is required');
    expect(field('Start Date')).toHaveAccessibleDescription('Start date is required');
    expect(screen.getByText('Select at least one goal')).toBeInTheDocument();

    await user.type(field('Start Date'), '2026-05-10');
    await user.type(field('End Date'), '2026-05-09');
    await user.type(field('CFP Deadline'), '2026-05-11');
    await user.click(screen.getByRole('button', { name: 'Save Event' }));
    await waitFor(() =>
      expect(field('End Date')).toHaveAccessibleDescription('End date cannot be before start date'),
    );
    expect(field('CFP Deadline')).toHaveAccessibleDescription(
      'CFP deadline should be before the event start date',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts calendar dates unchanged with the defaults and closes', async () => {
    const fetchMock = mockFetch(201, { id: 5, name: 'FOSDEM' });
    const onOpenChange = renderDialog();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(field('Event Name'), 'FOSDEM');
    await user.type(field('Event URL'), 'https://fosdem.org');
    await user.type(field('Location'), 'Brussels');
    await user.type(field('Start Date'), '2027-02-01');
    await user.type(field('End Date'), '2027-02-02');
    await user.click(screen.getByRole('button', { name: 'Save Event' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const { url, init } = fetchCall(fetchMock);
    expect(url).toBe('/api/events');
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'FOSDEM',
      startDate: '2027-02-01',
      endDate: '2027-02-02',
      priority: 'medium',
      type: 'conference',
      status: 'planning',
      goal: ['attending'],
      cfpDeadline: null,
    });
  });

  describe('when someone else saved the event meanwhile', () => {
    const opened = {
      id: 7,
      version: 3,
      name: 'FOSDEM',
      link: 'https://fosdem.org',
      location: 'Brussels',
      priority: 'medium',
      type: 'conference',
      status: 'planning',
      goal: ['attending'],
      startDate: '2027-02-01',
      endDate: '2027-02-02',
      cfpDeadline: null,
      notes: 'Booth B',
    };
    const current = { ...opened, version: 4, location: 'Ghent', notes: 'Booth C' };

    /** The first PUT meets the newer version (412); later ones succeed. */
    function serveConflictThenSuccess() {
      const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
        fetchMock.mock.calls.length === 1
          ? Response.json({ message: 'Someone else changed this record', current }, { status: 412 })
          : Response.json({ ...current, ...JSON.parse(String(init?.body)), version: 5 }),
      );
      vi.stubGlobal('fetch', fetchMock);
      return fetchMock;
    }

    function renderEditing() {
      const onOpenChange = vi.fn();
      render(
        <QueryClientProvider client={createQueryClient()}>
          <EventFormDialog open onOpenChange={onOpenChange} event={opened} />
        </QueryClientProvider>,
      );
      return onOpenChange;
    }

    it('sends the opened version, lists the changed fields, and Overwrite saves over the new one', async () => {
      const fetchMock = serveConflictThenSuccess();
      const onOpenChange = renderEditing();
      const user = userEvent.setup();
      await user.clear(field('Event Name'));
      await user.type(field('Event Name'), 'FOSDEM 2027');
      await user.click(screen.getByRole('button', { name: 'Update Event' }));

      const conflict = await screen.findByRole('alertdialog', {
        name: 'This event was changed by someone else',
      });
      expect(fetchCall(fetchMock).headers.get('If-Match')).toBe('"3"');
      const rows = within(conflict).getAllByRole('row').slice(1);
      expect(rows.map((row) => row.textContent)).toEqual([
        'LocationBrusselsGhent',
        'NotesBooth BBooth C',
      ]);
      expect(onOpenChange).not.toHaveBeenCalled();

      await user.click(within(conflict).getByRole('button', { name: 'Overwrite' }));
      await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
      const retry = fetchCall(fetchMock, 1);
      expect(retry.headers.get('If-Match')).toBe('"4"');
      expect(JSON.parse(String(retry.init.body))).toMatchObject({ name: 'FOSDEM 2027' });
    });

    it('offers the status, which a new event does not choose, and sends the one chosen', async () => {
      polyfillPointer();
      const fetchMock = serveConflictThenSuccess();
      fetchMock.mockImplementation(async (_input, init) =>
        Response.json({ ...opened, ...JSON.parse(String(init?.body)), version: 4 }),
      );
      const onOpenChange = renderEditing();
      const user = userEvent.setup();
      const status = screen.getByRole('combobox', { name: 'Status' });
      expect(status).toHaveTextContent('Planning');
      await user.click(status);
      await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
      await user.click(screen.getByRole('button', { name: 'Update Event' }));
      await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
      expect(JSON.parse(String(fetchCall(fetchMock).init.body))).toMatchObject({
        status: 'confirmed',
      });
    });

    it('Reload puts the current event into the form, and the next save names its version', async () => {
      const fetchMock = serveConflictThenSuccess();
      renderEditing();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Update Event' }));
      const conflict = await screen.findByRole('alertdialog');
      await user.click(within(conflict).getByRole('button', { name: 'Reload' }));
      await waitFor(() => expect(field('Location')).toHaveValue('Ghent'));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Update Event' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      expect(fetchCall(fetchMock, 1).headers.get('If-Match')).toBe('"4"');
    });
  });
});
