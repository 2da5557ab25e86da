import { PlusIcon } from 'lucide-react';
import type { Event } from '@shared/schemas/event';
import { EventCard } from './event-card';

type EventCardGridProps = {
  events: Event[];
  onAdd: () => void;
  onEdit: (event: Event) => void;
  onDelete: (event: Event) => void;
};

/** 1 column, 2 on small screens, 3 on large, ending with the dashed 'Add new event' tile. */
export function EventCardGrid({ events, onAdd, onEdit, onDelete }: EventCardGridProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <EventCard key={event.id} event={event} onEdit={onEdit} onDelete={onDelete} />
      ))}
      <button
        type="button"
        onClick={onAdd}
        className="text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 flex min-h-48 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed outline-none focus-visible:ring-[3px]"
      >
        <PlusIcon className="size-8" aria-hidden="true" />
        <span className="font-medium">Add new event</span>
      </button>
    </div>
  );
}
