import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetFixture } from '../test/assets-test-utils';
import { AssetPreview } from './asset-preview';
import { ImageViewer } from './image-viewer';
import { PRF_LOAD_MS, PrfPlaceholderViewer } from './prf-placeholder-viewer';

afterEach(() => vi.useRealTimers());

describe('ImageViewer', () => {
  it('zooms from 100% in 25% steps between 25% and 200% and rotates in 90° steps', async () => {
    render(<ImageViewer src="/photo.png" alt="Speaker photo" />);
    const user = userEvent.setup();
    const image = screen.getByRole('img', { name: 'Speaker photo' });
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(screen.getByText('100%')).toBeInTheDocument();

    await user.click(zoomIn);
    expect(screen.getByText('125%')).toBeInTheDocument();
    expect(image.style.transform).toBe('scale(1.25) rotate(0deg)');
    for (let step = 0; step < 5; step += 1) await user.click(zoomIn);
    expect(screen.getByText('200%')).toBeInTheDocument();
    expect(zoomIn).toBeDisabled();

    for (let step = 0; step < 7; step += 1) await user.click(zoomOut);
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(zoomOut).toBeDisabled();

    const rotate = screen.getByRole('button', { name: 'Rotate 90 degrees' });
    await user.click(rotate);
    expect(image.style.transform).toBe('scale(0.25) rotate(90deg)');
    for (let step = 0; step < 3; step += 1) await user.click(rotate);
    expect(image.style.transform).toBe('scale(0.25) rotate(0deg)');
  });
});

describe('PrfPlaceholderViewer', () => {
  it('loads for 1 s, then pages through 3 placeholder pages', async () => {
    vi.useFakeTimers();
    render(<PrfPlaceholderViewer url="/api/files/a.prf" name="Report" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading PRF file...');
    act(() => vi.advanceTimersByTime(PRF_LOAD_MS));
    vi.useRealTimers();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByTestId('prf-page')).toHaveTextContent('placeholder page 3 of 3');
  });

  it('says it failed without a file link', () => {
    vi.useFakeTimers();
    render(<PrfPlaceholderViewer url="" name="Report" />);
    act(() => vi.advanceTimersByTime(PRF_LOAD_MS));
    expect(
      screen.getByText('Failed to load PRF file. Please try downloading the file instead.'),
    ).toBeInTheDocument();
  });
});

describe('AssetPreview', () => {
  it('shows text assets as text', () => {
    render(
      <AssetPreview
        asset={assetFixture({ isTextContent: true, fileUrl: null, content: 'Line one\nLine two' })}
      />,
    );
    expect(screen.getByTestId('text-preview')).toHaveTextContent('Line one Line two');
  });

  it('offers a download for types it cannot show', () => {
    render(
      <AssetPreview
        asset={assetFixture({ mimeType: 'application/zip', fileUrl: '/api/files/x.zip?e=1' })}
      />,
    );
    expect(
      screen.getByText('Preview not available for this file type, click download'),
    ).toBeInTheDocument();
  });
});
