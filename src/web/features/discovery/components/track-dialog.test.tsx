import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { fetchCall, mockFetch } from '@web/test/fetch-mock';
import { polyfillPointer } from '@web/test/pointer-polyfill';
import { renderWithProviders } from '@web/test/render-shell';
import { conferenceSample } from './conference-sample.test-utils';
import { TrackDialog } from './track-dialog';

const conference = conferenceSample();

beforeAll(polyfillPointer);

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithProviders(<TrackDialog conference={conference} onOpenChange={onOpenChange} />, {
    auth: authValue({ user: demoUser }),
  });
  return onOpenChange;
}

describe('TrackDialog', () => {
  it('sends the chosen priority and goals to track, and closes when the event is made', async () => {
    const fetchMock = mockFetch(200, {
      conference: { ...conference, event: { id: 42, name: conference.name } },
      event: { id: 42, name: conference.name },
      created: true,
    });
    const onOpenChange = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Track JSConf Portugal' });
    expect(dialog).toHaveTextContent('CFP deadline Mar 13, 2026');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'High' }));
    await user.click(screen.getByRole('checkbox', { name: 'Speaking' }));
    await user.click(screen.getByRole('button', { name: 'Track' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const call = fetchCall(fetchMock);
    expect(call.url).toMatch(/\/api\/discover\/7\/track$/);
    expect(call.init.method).toBe('POST');
    expect(JSON.parse(String(call.init.body))).toEqual({
      priority: 'high',
      goals: ['attending', 'speaking'],
    });
  });

  it('asks for a goal and sends nothing without one', async () => {
    const fetchMock = mockFetch(200, {});
    const onOpenChange = renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Attending' }));
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Select at least one goal')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
