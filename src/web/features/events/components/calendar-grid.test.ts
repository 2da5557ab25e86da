import { describe, expect, it } from 'vitest';
import {
  entriesByDay,
  eventsInMonth,
  gridRange,
  monthGridDays,
  type CalendarItem,
} from './calendar-grid';

const event = (
  id: number,
  startDate: string,
  endDate: string,
  cfpDeadline: string | null = null,
  priority = 'medium',
): CalendarItem => ({ id, name: `Event ${id}`, startDate, endDate, cfpDeadline, priority });

const march = new Date(2026, 2, 1);

describe('calendar grid', () => {
  it('shows whole weeks from Sunday to Saturday', () => {
    const days = monthGridDays(march);
    expect(days[0]!.getDay()).toBe(0);
    expect(days[days.length - 1]!.getDay()).toBe(6);
    expect(days.length % 7).toBe(0);
    expect(gridRange(march)).toEqual({ from: '2026-03-01', to: '2026-04-04' });
  });

  it('puts an event on every day it spans and a CFP deadline on its day', () => {
    const byDay = entriesByDay(
      [event(1, '2026-03-30', '2026-04-02', '2026-03-05')],
      '2026-03-01',
      '2026-04-04',
    );
    expect(
      ['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02'].every(
        (day) => byDay.get(day)?.[0]?.kind === 'event',
      ),
    ).toBe(true);
    expect(byDay.get('2026-04-03')).toBeUndefined();
    expect(byDay.get('2026-03-05')).toEqual([
      { kind: 'cfp', event: expect.objectContaining({ id: 1 }) },
    ]);
  });

  it('clips events to the visible range', () => {
    const byDay = entriesByDay([event(1, '2026-02-20', '2026-03-02')], '2026-03-01', '2026-04-04');
    expect([...byDay.keys()]).toEqual(['2026-03-01', '2026-03-02']);
  });

  it('counts the events overlapping the month itself', () => {
    const events = [
      event(1, '2026-02-27', '2026-03-01'),
      event(2, '2026-04-01', '2026-04-02'),
      event(3, '2026-03-10', '2026-03-10'),
    ];
    expect(eventsInMonth(events, march)).toBe(2);
  });

  it('orders a day by priority, then start date, then name, so a span keeps its place', () => {
    const byDay = entriesByDay(
      [
        event(1, '2026-03-10', '2026-03-10', null, 'low'),
        event(2, '2026-03-09', '2026-03-11', null, 'medium'),
        event(3, '2026-03-10', '2026-03-12', null, 'medium'),
        event(4, '2026-04-20', '2026-04-21', '2026-03-10', 'essential'),
        event(5, '2026-03-10', '2026-03-10', null, 'an old value'),
      ],
      '2026-03-01',
      '2026-04-04',
    );
    const day = (key: string) => byDay.get(key)!.map((entry) => `${entry.kind}:${entry.event.id}`);
    expect(day('2026-03-10')).toEqual(['cfp:4', 'event:2', 'event:3', 'event:1', 'event:5']);
    expect(day('2026-03-11')).toEqual(['event:2', 'event:3']);
  });
});
