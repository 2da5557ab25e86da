import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetToasts, toast, viewAction } from '@web/lib/toast';
import { Toaster } from './toaster';
import { placeAround } from './toaster-view';
import { polyfillPointer } from '@web/test/pointer-polyfill';

const cleanups: (() => void)[] = [];

// The toast view is a lazy chunk: load it up front so a busy machine cannot time the test out.
beforeAll(async () => {
  await import('./toaster-view');
});
afterEach(() => {
  resetToasts();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('Toaster', () => {
  it('shows a creation toast’s View, which opens what was made', async () => {
    polyfillPointer();
    render(
      <MemoryRouter initialEntries={['/events']}>
        <Routes>
          <Route path="/events" element={<p>Events list</p>} />
          <Route path="/events/12" element={<p>KubeCon page</p>} />
        </Routes>
        <Toaster />
      </MemoryRouter>,
    );
    act(() => {
      toast({ title: 'Event Added', actions: [viewAction('/events/12', 'KubeCon')] });
    });
    const view = await screen.findByRole('link', { name: 'View' }, { timeout: 3000 });
    expect(view).toHaveAttribute('href', '/events/12');
    expect(view).toHaveAttribute('data-radix-toast-announce-alt', 'View KubeCon');
    await userEvent.setup().click(view);
    expect(await screen.findByText('KubeCon page')).toBeInTheDocument();
  });

  it('shows View and Undo side by side; Undo is told where the user is', async () => {
    polyfillPointer();
    const undo = vi.fn();
    render(
      <MemoryRouter initialEntries={['/events/12']}>
        <Toaster />
      </MemoryRouter>,
    );
    act(() => {
      toast({
        title: 'Event Added',
        actions: [
          viewAction('/events/12', 'KubeCon'),
          { label: 'Undo', altText: 'Remove KubeCon, just added', onClick: undo },
        ],
      });
    });
    const button = await screen.findByRole('button', { name: 'Undo' }, { timeout: 3000 });
    expect(screen.getByRole('link', { name: 'View' })).toBeInTheDocument();
    expect(button).toHaveAttribute('data-radix-toast-announce-alt', 'Remove KubeCon, just added');
    await userEvent.setup().click(button);
    expect(undo).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/events/12' }));
  });

  it('shows one toast at a time, the newest', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Event Added', description: 'The event was saved.' });
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to add event' });
    });
    expect(
      await screen.findByText('Failed to add event', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Event Added')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('places toasts at the bottom right with no dialog open, and beside or around an open dialog', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Event Added' });
    });
    await screen.findByText('Event Added', {}, { timeout: 3000 });
    const viewport = screen.getByRole('region', { name: /Notifications/ }).querySelector('ol')!;
    expect(viewport).toHaveAttribute('data-placement', 'corner');
    expect(viewport).toHaveClass('fixed', 'bottom-0', 'right-0', 'pointer-events-none');
    expect(viewport.querySelector('li')).toHaveClass('pointer-events-auto');

    // A dialog 512 px wide in the middle of a 1280 px screen: the toasts go to its left.
    const dialog = openDialogAt({ left: 384, top: 100, width: 512, height: 600 }, 1280, 800);
    await waitFor(() => expect(viewport).toHaveAttribute('data-placement', 'side'));
    expect(viewport).toHaveClass('top-0', 'left-0');
    expect(viewport.style.width).toBe('384px');

    // A phone: the dialog takes the whole screen but 16 px; the toasts go to its middle, away
    // from the close button at its top and the actions at its bottom.
    act(() => {
      setRect(dialog, { left: 16, top: 16, width: 358, height: 812 });
      setScreen(390, 844);
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(viewport).toHaveAttribute('data-placement', 'middle'));
    expect(viewport).toHaveClass('top-1/2', '-translate-y-1/2');

    act(() => dialog.setAttribute('data-state', 'closed'));
    await waitFor(() => expect(viewport).toHaveAttribute('data-placement', 'corner'));
  });

  it('does not count a popover (a dialog inside a popper) as a dialog', async () => {
    render(<Toaster />);
    const wrapper = document.createElement('div');
    wrapper.setAttribute('data-radix-popper-content-wrapper', '');
    document.body.append(wrapper);
    openDialogAt({ left: 0, top: 0, width: 1280, height: 800 }, 1280, 800, wrapper);
    act(() => {
      toast({ title: 'Saved' });
    });
    await screen.findByText('Saved', {}, { timeout: 3000 });
    const viewport = screen.getByRole('region', { name: /Notifications/ }).querySelector('ol')!;
    expect(viewport).toHaveAttribute('data-placement', 'corner');
    wrapper.remove();
  });
});

describe('placeAround', () => {
  const rect = (left: number, top: number, width: number, height: number) =>
    new DOMRect(left, top, width, height);

  it('goes above a short dialog on a narrow screen, below one near the top, else to the middle', () => {
    expect(placeAround(undefined, 844).placement).toBe('corner');
    expect(placeAround(rect(16, 300, 358, 300), 844)).toEqual({
      placement: 'above',
      style: { maxHeight: 300 },
    });
    expect(placeAround(rect(16, 40, 358, 500), 844)).toEqual({
      placement: 'below',
      style: { maxHeight: 304 },
    });
    expect(placeAround(rect(16, 16, 358, 812), 844).placement).toBe('middle');
    // 1024 px: 256 px beside a 512 px dialog is too narrow for a toast.
    expect(placeAround(rect(256, 16, 512, 768), 800).placement).toBe('middle');
    expect(placeAround(rect(384, 16, 512, 768), 800)).toEqual({
      placement: 'side',
      style: { width: 384 },
    });
  });
});

function setScreen(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

function setRect(
  element: Element,
  { left, top, width, height }: { left: number; top: number; width: number; height: number },
) {
  element.getBoundingClientRect = () => new DOMRect(left, top, width, height);
}

/** An open Radix-like dialog with the given box (jsdom lays nothing out). */
function openDialogAt(
  box: { left: number; top: number; width: number; height: number },
  width: number,
  height: number,
  parent: Element = document.body,
) {
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('data-state', 'open');
  setRect(dialog, box);
  setScreen(width, height);
  act(() => parent.append(dialog));
  cleanups.push(() => dialog.remove());
  return dialog;
}
