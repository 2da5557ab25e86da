import { describe, expect, it } from 'vitest';
import { deadlineLevel } from '@web/lib/deadline-level';
import { calendarBorderClass, calendarDotClass, cardBorderClass } from './event-colors';

describe('event colours', () => {
  it('colours card borders by priority: high red, medium yellow, low green, other gray', () => {
    expect(cardBorderClass('high')).toContain('red');
    expect(cardBorderClass('medium')).toContain('yellow');
    expect(cardBorderClass('low')).toContain('green');
    expect(cardBorderClass('essential')).toContain('gray');
  });

  it('makes essential calendar entries purple and thick, nice to have blue', () => {
    expect(calendarBorderClass('essential')).toContain('border-l-4 border-l-purple');
    expect(calendarBorderClass('nice to have')).toContain('blue');
    expect(calendarBorderClass('high')).toContain('red');
    expect(calendarBorderClass('important')).toContain('gray');
  });

  it('gives the compact calendar dots the same colours', () => {
    expect(calendarDotClass('essential')).toBe('bg-purple-500');
    expect(calendarDotClass('nice to have')).toBe('bg-blue-500');
    expect(calendarDotClass('something else')).toBe('bg-gray-400');
  });

  it('colours deadlines red up to 7 days, yellow up to 14, green beyond', () => {
    expect(deadlineLevel(7)).toBe('urgent');
    expect(deadlineLevel(8)).toBe('soon');
    expect(deadlineLevel(14)).toBe('soon');
    expect(deadlineLevel(15)).toBe('later');
  });
});
