import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@shared/schemas/audit';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { RecordHistory } from './record-history';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-03-01T10:00:00.000Z',
  actorId: 3,
  actorName: 'Grace Hopper',
  action: 'update',
  recordType: 'sponsorships',
  recordId: 7,
  eventId: 2,
  parentId: null,
  label: 'Acme',
  changes: { amount: { from: 5000, to: 7500 } },
  description: 'Changed amount from 5000 to 7500',
  ...over,
});

describe('RecordHistory', () => {
  it('reads the record’s history only once unfolded, and lists who changed what', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json([
        entry({ id: 2 }),
        entry({
          id: 1,
          action: 'create',
          actorId: null,
          actorName: null,
          description: 'Created sponsorship "Acme"',
        }),
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RecordHistory type="sponsorships" id={7} defaultOpen={false} />, {
      auth: authValue({ user: demoUser }),
    });
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: /Edit History/ }));
    const list = await screen.findByRole('list', { name: 'Edit history' });
    expect(String(fetchMock.mock.calls[0]![0 as never])).toContain(
      '/api/history?type=sponsorships&id=7',
    );
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Changed amount from 5000 to 7500');
    expect(items[0]).toHaveTextContent(/Grace Hopper · Mar 1, 2026/);
    expect(items[1]).toHaveTextContent('Created sponsorship "Acme"');
    expect(items[1]).toHaveTextContent(/^.*System · /);
    expect(screen.getByRole('button', { name: 'Edit History (2)' })).toBeInTheDocument();
  });
});
