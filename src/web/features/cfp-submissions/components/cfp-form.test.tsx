import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CfpSubmission } from '@shared/schemas/cfp-submission';
import type { SimilarSubmission, Talk } from '@shared/schemas/talk';
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

const talk: Talk = {
  id: 7,
  title: 'Typed APIs at scale',
  abstract: 'How we type our APIs.',
  shortDescription: null,
  level: 'intermediate',
  format: 'talk',
  durationMinutes: 30,
  language: 'English',
  tags: [],
  notes: null,
  archived: false,
  speakers: [
    { id: 3, name: 'Demo User', userId: 1 },
    { id: 4, name: 'Grace Hopper', userId: null },
  ],
  currentRevisionId: 11,
  createdById: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  version: 1,
};
const similar: SimilarSubmission = {
  eventId: 21,
  eventName: 'NodeConf',
  submissionId: 90,
  title: 'Typed APIs at scale!',
  submitterName: 'Ada Lovelace',
  status: 'submitted',
  sameTalk: false,
  similarity: 0.95,
};
const saved: CfpSubmission = {
  id: 5,
  eventId: 21,
  eventName: 'NodeConf',
  title: 'Typed APIs at scale',
  abstract: 'How we type our APIs.',
  submitterName: 'Demo User',
  status: 'draft',
  notes: null,
  submitterId: 1,
  submissionDate: '2026-03-02',
  createdById: 1,
  createdAt: '2026-03-02T10:00:00.000Z',
  version: 1,
  updatedAt: '2026-03-02T10:00:00.000Z',
  talkId: null,
  talkRevisionId: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake API: the talks, the similarity check (answering `found`) and the writes it records. */
function fakeApi(found: SimilarSubmission[]) {
  const checks: URL[] = [];
  const writes: { method: string; body: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST' || init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      writes.push({ method: init.method, body });
      return json({ ...saved, ...body }, init.method === 'POST' ? 201 : 200);
    }
    if (url.pathname === '/api/talks/similar-submissions') {
      checks.push(url);
      return json(found);
    }
    if (url.pathname === '/api/talks') return json([talk]);
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { checks, writes };
}

afterEach(() => vi.unstubAllGlobals());

describe('CfpFormDialog with the talk library', () => {
  it('fills the fields from a chosen talk, warns of a similar submission and saves anyway', async () => {
    const { checks, writes } = fakeApi([similar]);
    const onOpenChange = vi.fn();
    renderWithProviders(
      <CfpFormDialog open onOpenChange={onOpenChange} fixedEvent={{ id: 21, name: 'NodeConf' }} />,
      { auth: authValue({ user: demoUser }) },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Talk' }));
    await user.click(await screen.findByRole('option', { name: /Typed APIs at scale/ }));

    expect(screen.getByRole('combobox', { name: 'Talk' })).toHaveTextContent('Typed APIs at scale');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Typed APIs at scale');
    expect(screen.getByRole('textbox', { name: 'Abstract' })).toHaveValue('How we type our APIs.');
    expect(screen.getByRole('textbox', { name: 'Submitter Name' })).toHaveValue(
      'Demo User, Grace Hopper',
    );

    await user.click(screen.getByRole('button', { name: 'Add Submission' }));
    expect(await screen.findByText(/by Ada Lovelace/)).toHaveTextContent(
      'NodeConf: "Typed APIs at scale!" by Ada Lovelace (95 % alike, submitted)',
    );
    expect(checks).toHaveLength(1);
    expect(Object.fromEntries(checks[0]!.searchParams)).toEqual({
      eventId: '21',
      title: 'Typed APIs at scale',
      talkId: '7',
    });
    expect(writes).toEqual([]);

    // Cancel goes back to the form; saving again asks again, and "Save anyway" goes on.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/by Ada Lovelace/)).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add Submission' }));
    await user.click(await screen.findByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(checks).toHaveLength(2);
    expect(writes).toEqual([
      {
        method: 'POST',
        body: expect.objectContaining({ eventId: 21, title: 'Typed APIs at scale', talkId: 7 }),
      },
    ]);
  });

  it('saves at once when nothing is alike, and a change of title takes a warning away', async () => {
    const { checks, writes } = fakeApi([]);
    const onOpenChange = vi.fn();
    renderWithProviders(
      <CfpFormDialog open onOpenChange={onOpenChange} fixedEvent={{ id: 21, name: 'NodeConf' }} />,
      { auth: authValue({ user: demoUser }) },
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Rust for Node people');
    await user.type(screen.getByRole('textbox', { name: 'Abstract' }), 'Why and how.');
    await user.click(screen.getByRole('button', { name: 'Add Submission' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(checks).toHaveLength(1);
    expect(checks[0]!.searchParams.has('talkId')).toBe(false);
    // Without a library talk the body is what it always was: no talkId.
    expect(writes).toHaveLength(1);
    expect(writes[0]!.body).not.toHaveProperty('talkId');
  });

  it('edits without asking when event, title and talk are unchanged', async () => {
    const { checks, writes } = fakeApi([similar]);
    const onOpenChange = vi.fn();
    renderWithProviders(
      <CfpFormDialog
        open
        onOpenChange={onOpenChange}
        record={{ ...saved, talkId: 7, talkRevisionId: 11 }}
      />,
      { auth: authValue({ user: demoUser }) },
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Sent by mail');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(checks).toEqual([]);
    expect(writes[0]!.body).toMatchObject({ talkId: 7, notes: 'Sent by mail' });

    // A new title is checked, leaving the submission itself out.
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Typed APIs at scale!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/by Ada Lovelace/)).toBeInTheDocument();
    expect(checks[0]!.searchParams.get('exceptId')).toBe('5');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '?');
    expect(screen.queryByText(/by Ada Lovelace/)).not.toBeInTheDocument();
  });
});
