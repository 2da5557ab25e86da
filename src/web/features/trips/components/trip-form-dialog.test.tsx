import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { TripFormDialog } from './trip-form-dialog';

afterEach(() => vi.unstubAllGlobals());

/** POST /api/trips refused with field messages, as the server's error handler words them. */
function refuse(errors: Record<string, string>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const json = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (init.method === 'POST' && String(input).endsWith('/api/trips'))
      return json({ message: Object.values(errors)[0], errors }, 400);
    if (String(input).endsWith('/api/version')) return json({ defaultCurrency: 'EUR' });
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog() {
  renderWithProviders(
    <TripFormDialog open onOpenChange={() => {}} fixedEvent={{ id: 3, name: 'KubeCon EU' }} />,
    { auth: authValue({ user: demoUser }) },
  );
  return screen.getByRole('dialog', { name: 'Plan a trip' });
}

describe('TripFormDialog', () => {
  it('checks the form before sending: a return before the departure names its field', async () => {
    const user = userEvent.setup();
    const fetchMock = refuse({});
    const dialog = renderDialog();
    await user.type(within(dialog).getByLabelText('Departure'), '2027-03-18');
    await user.type(within(dialog).getByLabelText('Return'), '2027-03-14');
    await user.click(within(dialog).getByRole('button', { name: 'Plan trip' }));

    expect(
      await within(dialog).findByText('Return date must be on or after the departure date'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Return')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("shows the server's messages under their fields, a line's under that line", async () => {
    const user = userEvent.setup();
    const fetchMock = refuse({
      'lines.0.estimate': 'At most 2 decimal places for USD',
      travellerId: 'Only an admin can plan a trip for someone else',
      notes: 'Must be at most 5000 characters',
    });
    const dialog = renderDialog();
    expect(within(dialog).getByText('KubeCon EU')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add line' }));
    await user.type(within(dialog).getByLabelText('Estimate'), '$2,500');
    await user.click(within(dialog).getByRole('button', { name: 'Plan trip' }));

    const line = await within(dialog).findByRole('listitem', { name: 'Line 1' });
    expect(await within(line).findByText('At most 2 decimal places for USD')).toBeInTheDocument();
    expect(within(line).getByLabelText('Estimate')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Must be at most 5000 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Notes')).toHaveAttribute('aria-invalid', 'true');

    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      eventId: 3,
      role: 'attendee',
      lines: [{ category: 'transport', currency: 'USD', estimate: 2500 }],
    });
  });
});
