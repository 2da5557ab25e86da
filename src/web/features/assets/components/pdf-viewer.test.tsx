import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const pdfjs = vi.hoisted(() => ({
  getDocument: vi.fn(),
  GlobalWorkerOptions: { workerSrc: '' },
}));
vi.mock('pdfjs-dist', () => pdfjs);
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/pdf.worker.mjs' }));

const { PdfViewer } = await import('./pdf-viewer');

function pdfWith(numPages: number) {
  const render = vi.fn(() => ({ promise: Promise.resolve(), cancel: vi.fn() }));
  const getPage = vi.fn(async () => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale }),
    render,
  }));
  return { document: { numPages, getPage }, getPage, render };
}

beforeEach(() => pdfjs.getDocument.mockReset());

describe('PdfViewer', () => {
  it('renders the real page count and moves between pages', async () => {
    const pdf = pdfWith(3);
    pdfjs.getDocument.mockReturnValue({ promise: Promise.resolve(pdf.document), destroy: vi.fn() });
    render(<PdfViewer url="/api/files/a.pdf?sig" name="Deck" />);
    expect(pdfjs.getDocument).toHaveBeenCalledWith({ url: '/api/files/a.pdf?sig' });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(pdf.getPage).toHaveBeenCalledWith(1));
    expect(pdf.render).toHaveBeenCalled();

    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await waitFor(() => expect(pdf.getPage).toHaveBeenLastCalledWith(3));
    expect(screen.getByRole('img', { name: 'Deck, page 3 of 3' })).toBeInTheDocument();
  });

  it('tells the user to download when the PDF cannot be loaded', async () => {
    pdfjs.getDocument.mockReturnValue({
      promise: Promise.reject(new Error('Invalid PDF structure')),
      destroy: vi.fn(),
    });
    render(<PdfViewer url="/api/files/broken.pdf" name="Broken" />);
    expect(
      await screen.findByText('Failed to load PDF. Please try downloading the file instead.'),
    ).toBeInTheDocument();
  });
});
