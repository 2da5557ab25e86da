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
  it('stacks each month by type, scaled to a round top with labelled ticks', () => {
    const { container } = render(<EventsPerMonthChart months={months} />);
    const conference = screen.getByTestId('bar-2026-11-conference');
    const meetup = screen.getByTestId('bar-2026-11-meetup');
    // Top of the scale is 3: conference fills 2/3 from the bottom, meetup the last third.
    expect(Number(conference.getAttribute('height'))).toBeCloseTo(66.667, 2);
    expect(Number(conference.getAttribute('y'))).toBeCloseTo(33.333, 2);
    expect(Number(meetup.getAttribute('height'))).toBeCloseTo(33.333, 2);
    expect(Number(meetup.getAttribute('y'))).toBeCloseTo(0, 5);
    expect(Number(screen.getByTestId('bar-2027-01-hackathon').getAttribute('x'))).toBe(22);
    expect(container.querySelectorAll('rect')).toHaveLength(3);
    expect(container.querySelectorAll('line')).toHaveLength(4);
    expect(conference.querySelector('title')).toHaveTextContent('November 2026: 2 conference');
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
