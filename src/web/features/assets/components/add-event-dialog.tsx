import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { eventCreateSchema, type Event, type EventCreateInput } from '@shared/schemas/event';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { useCreateEvent } from '../api/create-event';
import { AddEventFields } from './add-event-fields';

type AddEventDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Receives the created event, which becomes the related event of the upload. */
  onCreated: (event: Event) => void;
};

const EMPTY: EventCreateInput = {
  name: '',
  link: '',
  startDate: '',
  endDate: '',
  location: '',
  type: 'conference',
  priority: 'medium',
  goals: ['attending'],
};

/** The upload dialog's Add New Event: a short event form posting to /api/events. */
export function AddEventDialog({ open, onOpenChange, onCreated }: AddEventDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add New Event</DialogTitle>
          <DialogDescription>
            Create the event this asset belongs to; it becomes the related event.
          </DialogDescription>
        </DialogHeader>
        <AddEventForm onCancel={() => onOpenChange(false)} onCreated={onCreated} />
      </DialogContent>
    </Dialog>
  );
}

function AddEventForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (event: Event) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<EventCreateInput>({
    resolver: zodResolver(eventCreateSchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });
  const creation = useCreateEvent({
    onSuccess: (event) => {
      // The picker shows the new event at once, without fetching it again.
      queryClient.setQueryData(['/api/events', event.id], event);
      onCreated(event);
    },
  });
  // The dialog is portalled, but React events still bubble to the upload form around it.
  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.stopPropagation();
    void form.handleSubmit((values) => creation.mutateAsync(values).catch(() => undefined))(
      formEvent,
    );
  };
  const busy = creation.isPending;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <AddEventFields form={form} disabled={busy} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating...' : 'Add Event'}
        </Button>
      </DialogFooter>
    </form>
  );
}
