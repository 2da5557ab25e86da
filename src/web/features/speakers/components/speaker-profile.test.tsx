import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeakerDetail } from '@shared/schemas/speaker';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { SpeakerProfile } from './speaker-profile';

const HEADSHOT_URL = '/api/files/abc.png?expires=1&signature=x';
const BIO_URL = '/api/files/bio.pdf?expires=1&signature=y';

const speaker: SpeakerDetail = {
  id: 12,
  userId: null,
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  bio: null,
  company: 'Analytical Engines',
  links: ['https://ada.example'],
  headshotAssetId: 31,
  bioAssetId: 32,
  createdById: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  version: 4,
  headshot: { id: 31, name: 'Ada portrait', fileUrl: HEADSHOT_URL, content: null },
  bioAsset: { id: 32, name: 'Ada bio', fileUrl: null, content: 'Wrote the first program.' },
  talks: [{ id: 7, title: 'Engines', format: 'talk', level: null, archived: false }],
  submissions: [],
  counts: { draft: 0, submitted: 0, accepted: 0, rejected: 0, withdrawn: 0 },
  acceptanceRate: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

const renderProfile = (shown: SpeakerDetail) =>
  renderWithProviders(<SpeakerProfile speaker={shown} />, {
    auth: authValue({ user: demoUser }),
  });

describe('SpeakerProfile', () => {
  it('shows the headshot and the bio from their assets through the signed links', () => {
    renderProfile(speaker);
    expect(screen.getByRole('img', { name: 'Headshot of Ada Lovelace' })).toHaveAttribute(
      'src',
      HEADSHOT_URL,
    );
    expect(screen.getByText('Wrote the first program.')).toBeInTheDocument();
  });

  it('links a bio asset that is a file', () => {
    renderProfile({
      ...speaker,
      bioAsset: { id: 32, name: 'Ada bio', fileUrl: BIO_URL, content: null },
    });
    expect(screen.getByRole('link', { name: /Bio: Ada bio/ })).toHaveAttribute('href', BIO_URL);
  });

  it('edits an external speaker with the version it opened', async () => {
    const puts: { url: string; body: unknown; ifMatch: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          puts.push({
            url: String(input),
            body: JSON.parse(String(init.body)),
            ifMatch: new Headers(init.headers).get('If-Match'),
          });
          return json({ ...speaker, company: 'Babbage & Co', version: 5 });
        }
        return json([]);
      }),
    );
    renderProfile(speaker);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Speaker' });
    expect(screen.getByRole('combobox', { name: /Headshot/ })).toHaveTextContent('Ada portrait');
    expect(screen.getByRole('combobox', { name: /Bio asset/ })).toHaveTextContent('Ada bio');
    const company = screen.getByLabelText('Company');
    await user.clear(company);
    await user.type(company, 'Babbage & Co');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(puts).toEqual([
      {
        url: '/api/speakers/12',
        body: expect.objectContaining({
          name: 'Ada Lovelace',
          company: 'Babbage & Co',
          links: ['https://ada.example'],
          headshotAssetId: 31,
          bioAssetId: 32,
        }),
        ifMatch: '"4"',
      },
    ]);
  });

  it('offers no edit for an account’s speaker record', () => {
    renderProfile({ ...speaker, userId: 3, headshot: null, bioAsset: null });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
