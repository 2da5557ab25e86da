import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

function renderPager(props: { page: number; total: number; shown: number }) {
  const onPage = vi.fn();
  render(<Pager pageSize={25} noun="attendee" onPage={onPage} {...props} />);
  const pager = screen.getByRole('navigation', { name: 'Pagination' });
  return {
    onPage,
    pager,
    previous: screen.getByRole('button', { name: 'Previous' }),
    next: screen.getByRole('button', { name: 'Next' }),
  };
}

describe('Pager', () => {
  it('on the first of two pages says which rows show, and only Next works', async () => {
    const { pager, previous, next, onPage } = renderPager({ page: 0, total: 30, shown: 25 });
    expect(pager).toHaveTextContent('Showing 1 to 25 of 30 attendees');
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('on the last page counts from the page start, and only Previous works', async () => {
    const { pager, previous, next, onPage } = renderPager({ page: 1, total: 30, shown: 5 });
    expect(pager).toHaveTextContent('Showing 26 to 30 of 30 attendees');
    expect(pager).toHaveTextContent('Page 2 of 2');
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(onPage).toHaveBeenCalledWith(0);
  });

  it('with one page or none, both buttons are disabled', () => {
    const one = renderPager({ page: 0, total: 3, shown: 3 });
    expect(one.pager).toHaveTextContent('Showing 1 to 3 of 3 attendees');
    expect(one.previous).toBeDisabled();
    expect(one.next).toBeDisabled();
  });

  it('counts one row in the singular', () => {
    const { pager } = renderPager({ page: 0, total: 1, shown: 1 });
    expect(pager).toHaveTextContent('Showing 1 to 1 of 1 attendee');
    expect(pager).not.toHaveTextContent('attendees');
  });

  it('writes large numbers as the locale does', () => {
    const { pager } = renderPager({ page: 40, total: 50_000, shown: 25 });
    expect(pager).toHaveTextContent(
      `Showing ${(1001).toLocaleString()} to ${(1025).toLocaleString()} of ${(50_000).toLocaleString()} attendees`,
    );
    expect(pager).toHaveTextContent(`Page 41 of ${(2000).toLocaleString()}`);
  });

  it('an empty list shows 0 to 0 of 0 on page 1 of 1', () => {
    const { pager, previous, next } = renderPager({ page: 0, total: 0, shown: 0 });
    expect(pager).toHaveTextContent('Showing 0 to 0 of 0 attendees');
    expect(pager).toHaveTextContent('Page 1 of 1');
    expect(previous).toBeDisabled();
    expect(next).toBeDisabled();
  });
});
