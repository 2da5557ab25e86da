import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { Event } from '@shared/schemas/event';
import { EventForm, eventFormResolver, showFieldErrors } from '@web/components/events/event-form';
import { EMPTY_EVENT_FORM, type EventFormValues } from '@web/components/events/event-form-values';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { useCreateEvent } from '@web/components/events/create-event';
import { queryKeys } from '@web/lib/query-keys';

type AddEventDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Receives the created event, which becomes the related event of the upload. */
  onCreated: (event: Event) => void;
  /** Its toast's Undo deleted the created event. */
  onUndone: (event: Event) => void;
};

/** The upload dialog's Add New Event: the events screen's form, posting to /api/events. */
export function AddEventDialog({ open, onOpenChange, onCreated, onUndone }: AddEventDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add New Event</DialogTitle>
          <DialogDescription>
            Create the event this asset belongs to; it becomes the related event.
          </DialogDescription>
        </DialogHeader>
        <AddEventForm
          onCancel={() => onOpenChange(false)}
          onCreated={onCreated}
          onUndone={onUndone}
        />
      </DialogContent>
    </Dialog>
  );
}

function AddEventForm({
  onCancel,
  onCreated,
  onUndone,
}: {
  onCancel: () => void;
} & Pick<AddEventDialogProps, 'onCreated' | 'onUndone'>) {
  const queryClient = useQueryClient();
  const form = useForm<EventFormValues>({
    resolver: eventFormResolver(false),
    defaultValues: EMPTY_EVENT_FORM,
  });
  const creation = useCreateEvent({
    wording: 'created',
    onUndone,
    onSuccess: (event) => {
      // The picker shows the new event at once, without fetching it again.
      queryClient.setQueryData(queryKeys.events.one(event.id), event);
      onCreated(event);
    },
  });
  return (
    <EventForm
      form={form}
      onSubmit={(payload) =>
        creation.mutateAsync(payload).catch((error: unknown) => showFieldErrors(form, error))
      }
      onCancel={onCancel}
      busy={creation.isPending}
      submitLabel="Add Event"
      busyLabel="Creating..."
    />
  );
}
