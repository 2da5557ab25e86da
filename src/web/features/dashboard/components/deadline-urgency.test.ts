import { describe, expect, it } from 'vitest';
import { daysLeftLabel, daysUntilLabel, deadlineUrgency } from './deadline-urgency';

describe('deadlineUrgency', () => {
  it('is urgent (red) up to 7 days left, including today', () => {
    expect(deadlineUrgency(0)).toBe('urgent');
    expect(deadlineUrgency(3)).toBe('urgent');
    expect(deadlineUrgency(7)).toBe('urgent');
  });

  it('is soon (yellow) from 8 to 14 days left', () => {
    expect(deadlineUrgency(8)).toBe('soon');
    expect(deadlineUrgency(14)).toBe('soon');
  });

  it('is later beyond 14 days', () => {
    expect(deadlineUrgency(15)).toBe('later');
  });
});

describe('day labels', () => {
  it('says how many days are left before a deadline', () => {
    expect(daysLeftLabel(0)).toBe('Due today');
    expect(daysLeftLabel(1)).toBe('1 day left');
    expect(daysLeftLabel(3)).toBe('3 days left');
  });

  it('says when an event starts', () => {
    expect(daysUntilLabel(0)).toBe('Today');
    expect(daysUntilLabel(1)).toBe('Tomorrow');
    expect(daysUntilLabel(5)).toBe('In 5 days');
  });
});
