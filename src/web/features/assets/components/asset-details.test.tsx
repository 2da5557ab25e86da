import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@web/lib/toast';
import { assetFixture, renderAssets, routeFetch } from '../test/assets-test-utils';
import { AssetDetails } from './asset-details';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});
// Dialog and form journeys in jsdom take seconds when the shared machine is busy.
vi.setConfig({ testTimeout: 15_000 });

const bio = assetFixture({
  id: 5,
  name: 'Speaker bio',
  type: 'bio',
  description: 'A short bio for programmes.',
  isTextContent: true,
  fileUrl: null,
  mimeType: 'text/plain',
  content: 'Jane leads the OSPO.',
  fileSize: 20,
});

describe('AssetDetails', () => {
  it('shows the facts, then edits name and description with Save', async () => {
    const calls = routeFetch({
      'PUT /api/assets/5': (_url, init) => ({
        body: { ...bio, ...JSON.parse(String(init.body)) },
      }),
    });
    renderAssets(<AssetDetails asset={bio} />);
    const user = userEvent.setup();
    for (const text of ['Bio', '20 Bytes', 'TEXT', 'Mar 4, 2026', 'A short bio for programmes.']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByTestId('text-preview')).toHaveTextContent('Jane leads the OSPO.');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit asset' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'ab');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must be at least 3 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(name, 'c bio');
    await user.clear(within(form).getByRole('textbox', { name: 'Description' }));
    await user.type(
      within(form).getByRole('textbox', { name: 'Description' }),
      'Updated bio for 2027.',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Asset updated')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      body: { name: 'abc bio', description: 'Updated bio for 2027.' },
    });
    expect(screen.queryByRole('form', { name: 'Edit asset' })).not.toBeInTheDocument();
  });

  it('cancels an edit without saving and reports a failed save', async () => {
    const calls = routeFetch({
      'PUT /api/assets/5': { status: 403, body: { message: 'Not allowed' } },
    });
    renderAssets(<AssetDetails asset={bio} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update asset: Not allowed')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit asset' })).toBeInTheDocument();
  });
});
