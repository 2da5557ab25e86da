import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CountPopover } from './count-popover';
import { EventSideCards } from './event-side-cards';

describe('counted words on the event screens', () => {
  it('says "1 Attendee" and "2 Attendees" on the card counts', () => {
    const { rerender } = render(
      <CountPopover
        icon={null}
        count={1}
        label="Attendee"
        title="Attendees"
        empty=""
        hasItems={false}
      />,
    );
    expect(screen.getByRole('button')).toHaveTextContent(/^1 Attendee$/);
    rerender(
      <CountPopover
        icon={null}
        count={2}
        label="Attendee"
        title="Attendees"
        empty=""
        hasItems={false}
      />,
    );
    expect(screen.getByRole('button')).toHaveTextContent(/^2 Attendees$/);
    rerender(
      <CountPopover icon={null} count={0} label="CFP" title="CFPs" empty="" hasItems={false} />,
    );
    expect(screen.getByRole('button')).toHaveTextContent(/^0 CFPs$/);
  });

  it('words the side cards by their counts', () => {
    render(
      <MemoryRouter>
        <EventSideCards eventId={1} attendees={1} submissions={0} sponsorships={3} />
      </MemoryRouter>,
    );
    const summary = screen.getByRole('complementary', { name: 'Event summary' });
    expect(summary).toHaveTextContent('1attendee');
    expect(summary).toHaveTextContent('0submissions');
    expect(summary).toHaveTextContent('3sponsorships');
  });
});
