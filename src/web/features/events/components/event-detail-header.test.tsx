import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Event } from '@shared/schemas/event';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { EventDetailHeader } from './event-detail-header';

const event = (cfpDeadline: string | null): Event => ({
  id: 7,
  name: 'Open Source Summit',
  link: 'https://summit.example.org',
  startDate: '2027-06-01',
  endDate: '2027-06-03',
  location: 'Lisbon',
  priority: 'high',
  type: 'conference',
  goal: [],
  cfpDeadline,
  cfpLink: null,
  earlyBirdDeadline: null,
  status: 'planning',
  source: 'manual',
  description: null,
  notes: null,
  createdById: 1,
  createdByName: 'Demo User',
  createdByAvatar: null,
  updatedById: null,
  updatedByName: null,
  createdAt: '2027-01-01T00:00:00Z',
  version: 1,
  updatedAt: '2027-01-01T00:00:00Z',
  cfpCount: 0,
  attendeeCount: 0,
  speakersCount: 0,
  speakers: [],
  attendees: [],
  tripReports: [],
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Noon on 1 March 2027, local time: the deadlines below are whole days ahead of it.
  vi.setSystemTime(new Date(2027, 2, 1, 12));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ eventId: 7, following: false, reasons: [] }))),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function banner(cfpDeadline: string | null) {
  renderWithProviders(
    <EventDetailHeader event={event(cfpDeadline)} onEdit={() => {}} onDelete={() => {}} />,
    {
      auth: authValue({ user: demoUser }),
    },
  );
  return screen.queryByRole('note');
}

describe('the CFP deadline banner', () => {
  it.each([
    ['2027-03-02', 'urgent', 'red', '1 day remaining'],
    ['2027-03-08', 'urgent', 'red', '7 days remaining'],
    ['2027-03-09', 'soon', 'amber', '8 days remaining'],
    ['2027-03-15', 'soon', 'amber', '14 days remaining'],
    ['2027-03-16', 'later', 'bg-muted', '15 days remaining'],
  ])('on %s is %s (%s) and says %s', (deadline, level, colour, text) => {
    const note = banner(deadline)!;
    expect(note).toHaveAttribute('data-level', level);
    expect(note.className).toContain(colour);
    expect(note).toHaveTextContent(text);
  });

  it('is not shown on the day or after', () => {
    expect(banner('2027-03-01')).toBeNull();
  });
});
