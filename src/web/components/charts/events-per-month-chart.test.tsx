import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventsPerMonthChart } from './events-per-month-chart';

const empty = { conference: 0, meetup: 0, webinar: 0, workshop: 0, hackathon: 0 };
const months = [
  { month: '2026-11', total: 3, counts: { ...empty, conference: 2, meetup: 1 } },
  { month: '2026-12', total: 0, counts: empty },
  { month: '2027-01', total: 1, counts: { ...empty, hackathon: 1 } },
];

describe('EventsPerMonthChart', () => {
  it('offers the totals of each month in its table, last column', () => {
    render(<EventsPerMonthChart months={months} />);
    const table = screen.getByRole('table', { name: 'Events per month by type', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['3', '0', '1']);
    expect(within(rows[0]!).getAllByRole('cell', { hidden: true })[0]).toHaveTextContent('2');
  });

  it('names the chart with a summary and keys the colours with totals', () => {
    render(<EventsPerMonthChart months={months} />);
    expect(
      screen.getByRole('img', {
        name: '4 events in the next 3 months; busiest month November 2026 with 3.',
      }),
    ).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Conference(2)', 'Meetup(1)', 'Webinar(0)', 'Workshop(0)', 'Hackathon(1)']);
  });

  it('offers the figures as a table with month rows and type columns', () => {
    render(<EventsPerMonthChart months={months} />);
    const table = screen.getByRole('table', { name: 'Events per month by type', hidden: true });
    const headers = within(table)
      .getAllByRole('columnheader', { hidden: true })
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Month',
      'Conference',
      'Meetup',
      'Webinar',
      'Workshop',
      'Hackathon',
      'Total',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['November 2026', 'December 2026', 'January 2027']);
  });
});
