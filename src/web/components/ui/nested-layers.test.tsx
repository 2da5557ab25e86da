import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

// Radix measures poppers and menus; jsdom has no ResizeObserver.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

/** A popover whose content opens another popover: a day's list and an event's card. */
function PopoverInPopover({ onPick }: { onPick: () => void }) {
  return (
    <>
      <Popover>
        <PopoverTrigger>Day</PopoverTrigger>
        <PopoverContent aria-label="Day list">
          <Popover>
            <PopoverTrigger>Busy 5</PopoverTrigger>
            <PopoverContent aria-label="Event card">
              <Button onClick={onPick}>Edit</Button>
            </PopoverContent>
          </Popover>
        </PopoverContent>
      </Popover>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('layers opened inside layers (portals under Preact)', () => {
  it('keeps a popover open while its nested popover takes focus and clicks', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<PopoverInPopover onPick={onPick} />);

    await user.click(screen.getByRole('button', { name: 'Day' }));
    const list = await screen.findByRole('dialog', { name: 'Day list' });
    await user.click(within(list).getByRole('button', { name: 'Busy 5' }));
    const card = await screen.findByRole('dialog', { name: 'Event card' });
    // Focus moved into the card, which is portaled outside the list: the list stays.
    expect(card).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Day list' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(onPick).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Event card' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Day list' })).toBeInTheDocument();

    // Outside both, both close.
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog', { name: 'Event card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Day list' })).not.toBeInTheDocument();
  });

  it('keeps a modal dialog open while a popover inside it is used', async () => {
    const onPick = vi.fn();
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogTitle>Upload New Asset</DialogTitle>
          <DialogDescription>With an event picker.</DialogDescription>
          <Popover>
            <PopoverTrigger>Related Event</PopoverTrigger>
            <PopoverContent aria-label="Events">
              <Button onClick={onPick}>FOSDEM 2027</Button>
            </PopoverContent>
          </Popover>
        </DialogContent>
      </Dialog>,
    );

    await user.click(screen.getByRole('button', { name: 'Related Event' }));
    const events = await screen.findByRole('dialog', { name: 'Events' });
    await user.click(within(events).getByRole('button', { name: 'FOSDEM 2027' }));
    expect(onPick).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalled();

    // Escape closes the top layer only.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Events' })).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("keeps a menu open while its submenu's items are used", async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger>User menu</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Profile</DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>Theme</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuItem onSelect={onSelect}>Light</DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        </DropdownMenuContent>
      </DropdownMenu>,
    );

    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await screen.findByRole('menuitem', { name: 'Theme' });
    // By keyboard: jsdom has no pointer coordinates for the submenu's pointer grace area.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    const light = await screen.findByRole('menuitem', { name: 'Light' });
    // Focus moved into the submenu, which is portaled outside the menu: the menu stays.
    expect(light).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledOnce();
  });
});
