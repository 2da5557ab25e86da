import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@web/lib/toast';
import { assetFixture, renderAssets, routeFetch } from '../test/assets-test-utils';
import { AssetsPage } from './assets-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});
// Dialog and form journeys in jsdom take seconds when the shared machine is busy.
vi.setConfig({ testTimeout: 15_000 });

const slides = assetFixture();
const photo = assetFixture({
  id: 2,
  name: 'Speaker photo',
  type: 'headshot',
  mimeType: 'image/png',
  fileSize: 2_621_440,
  uploadedByName: null,
  fileUrl: '/api/files/photo.png?expires=9999999999&signature=x',
});

describe('AssetsPage', () => {
  it('shows the heading, tabs, type dropdown and a card per asset', async () => {
    routeFetch({ 'GET /api/assets': { body: [slides, photo] } });
    renderAssets(<AssetsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Assets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload New Asset' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'All',
      'Abstracts',
      'Bios',
      'Headshots',
      'Trip Reports',
      'Presentations',
    ]);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All types');

    const cards = await screen.findAllByTestId('asset-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('1.5 KB · PDF')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Demo User')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Presentation')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('2.5 MB · PNG')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Unknown User')).toBeInTheDocument();
    // An image gets a thumbnail from its signed link; other files an icon.
    expect(cards[1]!.querySelector('img')).toHaveAttribute('src', photo.fileUrl);
    expect(within(cards[0]!).getByTestId('asset-icon')).toBeInTheDocument();
  });

  it('filters by type in the API from the tabs and from the dropdown', async () => {
    const byType: Record<string, unknown[]> = {
      all: [slides, photo],
      bio: [],
      other: [assetFixture({ id: 3, name: 'Travel receipt', type: 'other' })],
    };
    const calls = routeFetch({
      'GET /api/assets': (url) => ({ body: byType[url.searchParams.get('type') ?? 'all'] }),
    });
    renderAssets(<AssetsPage />);
    const user = userEvent.setup();
    expect(await screen.findAllByTestId('asset-card')).toHaveLength(2);
    // The first page of every type.
    expect(calls[0]!.url.search).toBe('?limit=25&offset=0');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 1 to 2 of 2 assets',
    );

    await user.click(screen.getByRole('tab', { name: 'Bios' }));
    expect(
      await screen.findByText('No assets found. Upload some assets to get started.'),
    ).toBeInTheDocument();
    expect(calls.at(-1)!.url.searchParams.get('type')).toBe('bio');
    expect(screen.getByRole('tab', { name: 'Bios' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    expect(await screen.findByRole('button', { name: 'Travel receipt' })).toBeInTheDocument();
    expect(calls.at(-1)!.url.searchParams.get('type')).toBe('other');
    expect(screen.getByRole('tab', { name: 'Bios' })).toHaveAttribute('aria-selected', 'false');

    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findAllByTestId('asset-card')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All types');
  });

  it('says when the list fails to load', async () => {
    routeFetch({ 'GET /api/assets': { status: 500, body: { message: 'boom' } } });
    renderAssets(<AssetsPage />);
    expect(
      await screen.findByText('Failed to load assets. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('deletes an asset only after confirmation, then refetches the list', async () => {
    let list = [slides, photo];
    const calls = routeFetch({
      'GET /api/assets': () => ({ body: list }),
      'DELETE /api/assets/1': () => {
        list = [photo];
        return { status: 204 };
      },
    });
    renderAssets(<AssetsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Keynote slides' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this asset? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Actions for Keynote slides' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Asset deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('asset-card')).toHaveLength(1));
  });

  it('opens the upload dialog with the related event chosen from ?eventId=', async () => {
    routeFetch({
      'GET /api/assets': { body: [] },
      'GET /api/events/12': { body: { id: 12, name: 'FOSDEM', startDate: '2027-02-06' } },
    });
    renderAssets(<AssetsPage />, { path: '/assets?eventId=12' });
    const dialog = await screen.findByRole('dialog', { name: 'Upload New Asset' });
    await waitFor(() =>
      expect(
        within(dialog).getByRole('combobox', { name: 'Related Event (optional)' }),
      ).toHaveTextContent('FOSDEM — Feb 6, 2027'),
    );
  });

  it('opens the detail dialog from a card and downloads through the signed link', async () => {
    routeFetch({ 'GET /api/assets': { body: [photo] }, 'GET /api/assets/2': { body: photo } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAssets(<AssetsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Speaker photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Speaker photo' });
    for (const text of ['Headshot', '2.5 MB', 'PNG', 'Mar 4, 2026']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(open).toHaveBeenCalledWith(photo.fileUrl, '_blank', 'noopener,noreferrer');
  });
});
