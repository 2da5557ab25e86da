import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenCfpEvent, SimilarSubmission, Talk } from '@shared/schemas/talk';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { SubmitTalkDialog } from './submit-talk-dialog';

const talk: Talk = {
  id: 7,
  title: 'Typed APIs at scale',
  abstract: 'How we type our APIs.',
  shortDescription: null,
  level: 'intermediate',
  format: 'talk',
  durationMinutes: 30,
  language: 'English',
  tags: ['typescript'],
  notes: null,
  archived: false,
  speakers: [{ id: 3, name: 'Demo User', userId: 1 }],
  currentRevisionId: 11,
  createdById: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  version: 1,
};
const events: OpenCfpEvent[] = [
  {
    id: 21,
    name: 'NodeConf',
    cfpDeadline: '2099-01-10',
    startDate: '2099-03-01',
    endDate: '2099-03-02',
    location: 'Berlin',
  },
  {
    id: 22,
    name: 'JSWorld',
    cfpDeadline: '2099-02-01',
    startDate: '2099-04-01',
    endDate: '2099-04-02',
    location: 'Amsterdam',
  },
];
const warning: SimilarSubmission = {
  eventId: 21,
  eventName: 'NodeConf',
  submissionId: 90,
  title: 'Typed APIs at scale',
  submitterName: 'Ada Lovelace',
  status: 'draft',
  sameTalk: true,
  similarity: 1,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('SubmitTalkDialog', () => {
  it('lists open CFPs, shows who already sent the talk, and submits anyway with confirm', async () => {
    const posts: unknown[] = [];
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return json(events);
      const body = JSON.parse(String(init.body)) as { confirm: boolean };
      posts.push(body);
      return body.confirm
        ? json({ submissions: [] }, 201)
        : json({ message: 'Similar submissions exist', warnings: [warning] }, 409);
    });
    vi.stubGlobal('fetch', fetchMock);
    const onOpenChange = vi.fn();
    renderWithProviders(<SubmitTalkDialog talk={talk} open onOpenChange={onOpenChange} />, {
      auth: authValue({ user: demoUser }),
    });
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Events with an open CFP' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('NodeConf'),
      expect.stringContaining('JSWorld'),
    ]);
    expect(items[0]).toHaveTextContent('days left');
    await user.click(screen.getByRole('checkbox', { name: /NodeConf/ }));
    await user.click(screen.getByRole('checkbox', { name: /JSWorld/ }));
    await user.click(screen.getByRole('button', { name: 'Submit to 2 events' }));

    expect(await screen.findByText('Similar submissions exist')).toBeInTheDocument();
    expect(screen.getByText(/by Ada Lovelace/)).toHaveTextContent('NodeConf');
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Submit anyway' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posts).toEqual([
      { eventIds: [21, 22], confirm: false },
      { eventIds: [21, 22], confirm: true },
    ]);
    const postUrl = String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![0]);
    expect(postUrl).toContain('/api/talks/7/submissions');
  });

  it('shows a refusal other than the warning in the dialog', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? json({ message: 'The CFP of NodeConf closed on 2026-01-10' }, 400)
          : json(events),
      ),
    );
    renderWithProviders(<SubmitTalkDialog talk={talk} open onOpenChange={vi.fn()} />, {
      auth: authValue({ user: demoUser }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /NodeConf/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The CFP of NodeConf closed on 2026-01-10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit anyway' })).not.toBeInTheDocument();
  });
});
