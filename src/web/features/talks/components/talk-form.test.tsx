import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '@web/lib/toast';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { TalkForm, type TalkFormValues } from './talk-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const speakerRow = (id: number, name: string, userId: number | null, company: string | null) => ({
  id,
  userId,
  name,
  email: null,
  bio: null,
  company,
  links: [],
  headshotAssetId: null,
  bioAssetId: null,
  createdById: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  version: 1,
});

const values: TalkFormValues = {
  title: 'Typed APIs at scale',
  abstract: 'How we type our APIs.',
  shortDescription: '',
  level: null,
  format: 'talk',
  durationMinutes: null,
  language: '',
  tags: '',
  notes: '',
  speakers: [{ speakerId: 3, name: 'Ada Lovelace' }],
};

// jsdom lays nothing out and has no scrollIntoView (the picker's list calls it).
Element.prototype.scrollIntoView = vi.fn();
afterEach(() => vi.unstubAllGlobals());

/** The API of the picker: accounts, speakers (one of them an account's), and new speakers. */
function mockApi() {
  const created: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { name: string };
      created.push(body);
      return json(speakerRow(40, body.name, null, null), 201);
    }
    if (url.startsWith('/api/users')) {
      return json([{ id: 5, name: 'Bea Account', username: 'bea', email: null, headshot: null }]);
    }
    return json([speakerRow(9, 'Carl External', null, 'Initech'), speakerRow(3, 'Ada', 1, null)]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, created };
}

function renderForm(defaults = values) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <TalkForm
      defaultValues={defaults}
      submitLabel="Save Changes"
      submitting={false}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
    { auth: authValue({ user: demoUser }) },
  );
  return onSubmit;
}

const order = () =>
  within(screen.getByRole('list', { name: 'Speakers in order' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the talk form’s speakers', () => {
  it('adds accounts and external speakers, reorders and removes them, and sends them in order', async () => {
    const { fetchMock } = mockApi();
    const onSubmit = renderForm();
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: /Speakers/ }));
    await user.click(await screen.findByRole('option', { name: /Bea Account/ }));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/api\/users\?.*active=true/)]),
    );
    await user.click(screen.getByRole('combobox', { name: /Speakers/ }));
    // Only speakers without an account are offered from the speakers list.
    expect(await screen.findByRole('option', { name: /Carl External/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Ada/ })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(order()).toEqual(['1.Ada Lovelace', '2.Bea Account', '3.Carl External']);

    await user.click(screen.getByRole('button', { name: 'Move Carl External up' }));
    expect(order()).toEqual(['1.Ada Lovelace', '2.Carl External', '3.Bea Account']);
    expect(screen.getByRole('button', { name: 'Move Ada Lovelace up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    expect(order()).toEqual(['1.Carl External', '2.Bea Account']);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].speakers).toEqual([{ speakerId: 9 }, { userId: 5 }]);
  });

  it('adds an external speaker inline through the API', async () => {
    const { created } = mockApi();
    const onSubmit = renderForm();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add external speaker' }));
    const group = screen.getByRole('group', { name: 'New external speaker' });
    await user.click(within(group).getByRole('button', { name: 'Add speaker' }));
    expect(await within(group).findByText('A speaker needs a name')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.type(within(group).getByLabelText(/Name/), 'Dee Guest');
    await user.type(within(group).getByLabelText('Company'), 'Globex');
    await user.type(within(group).getByLabelText('Links'), 'dee.example');
    await user.click(within(group).getByRole('button', { name: 'Add speaker' }));
    await waitFor(() => expect(order()).toEqual(['1.Ada Lovelace', '2.Dee Guest']));
    expect(created).toEqual([
      expect.objectContaining({
        name: 'Dee Guest',
        company: 'Globex',
        links: ['https://dee.example'],
      }),
    ]);
    expect(screen.queryByRole('group', { name: 'New external speaker' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].speakers).toEqual([{ speakerId: 3 }, { speakerId: 40 }]);
  });

  it('takes a new speaker off the unsaved talk when their toast’s Undo deletes them', async () => {
    const { fetchMock } = mockApi();
    const toasts = renderHook(() => useToasts()).result;
    const onSubmit = renderForm();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add external speaker' }));
    const group = screen.getByRole('group', { name: 'New external speaker' });
    await user.type(within(group).getByLabelText(/Name/), 'Dee Guest');
    await user.click(within(group).getByRole('button', { name: 'Add speaker' }));
    await waitFor(() => expect(order()).toEqual(['1.Ada Lovelace', '2.Dee Guest']));
    await user.click(screen.getByRole('button', { name: 'Move Dee Guest up' }));

    // No 'View': it would leave the talk's form before it is saved.
    await waitFor(() => expect(toasts.current[0]?.title).toBe('Speaker Added'));
    const actions = toasts.current[0]!.actions!;
    expect(actions.map((action) => action.label)).toEqual(['Undo']);
    act(() => actions[0]!.onClick!({ pathname: '/talks', navigate: vi.fn() }));

    await waitFor(() => expect(order()).toEqual(['1.Ada Lovelace']));
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url]) => String(url))).toEqual(['/api/speakers/40']);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].speakers).toEqual([{ speakerId: 3 }]);
  });

  it('refuses a talk without speakers', async () => {
    mockApi();
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('A talk needs at least one speaker')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
