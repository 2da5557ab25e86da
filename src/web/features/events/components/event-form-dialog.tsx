import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { EventCreate } from '@shared/schemas/event';
import { EventForm, eventFormResolver, showFieldErrors } from '@web/components/events/event-form';
import {
  EMPTY_EVENT_FORM,
  EVENT_CONFLICT_FIELDS,
  formValuesOf,
  type EditableEvent,
  type EventFormValues,
} from '@web/components/events/event-form-values';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { VersionConflictDialog } from '@web/components/records/version-conflict';
import { useVersionConflict } from '@web/lib/version-conflict';
import { useCreateEvent } from '@web/components/events/create-event';
import { useUpdateEvent } from '../api/update-event';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event?: EditableEvent | null;
};

/** 'Add New Event' without an event, 'Edit Event' with one; validated by the shared schemas. */
export function EventFormDialog({ open, onOpenChange, event }: Props) {
  const editing = Boolean(event);
  const form = useForm<EventFormValues>({
    resolver: eventFormResolver(editing),
    defaultValues: event ? formValuesOf(event) : EMPTY_EVENT_FORM,
  });
  const close = () => onOpenChange(false);
  const create = useCreateEvent({ onSuccess: close });
  const update = useUpdateEvent(event?.id ?? 0, close);
  const busy = create.isPending || update.isPending;
  const versions = useVersionConflict<EditableEvent, EventCreate>(event, open);

  useEffect(() => {
    if (open) form.reset(event ? formValuesOf(event) : EMPTY_EVENT_FORM);
  }, [open, event, form]);

  const save = async (payload: EventCreate, version: number | undefined) => {
    try {
      if (editing) await update.mutateAsync({ patch: payload, version });
      else await create.mutateAsync(payload);
    } catch (error) {
      if (!versions.caught(error, payload)) showFieldErrors(form, error);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Event' : 'Add New Event'}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Update the details of this event.'
              : 'Please enter the details of the event to add to the system.'}
          </DialogDescription>
        </DialogHeader>
        <EventForm
          form={form}
          onSubmit={(payload) => save(payload, versions.version)}
          onCancel={close}
          busy={busy}
          submitLabel={editing ? 'Update Event' : 'Save Event'}
          busyLabel={editing ? 'Updating...' : 'Saving...'}
          withStatus={editing}
        />
        <VersionConflictDialog
          state={versions}
          noun="event"
          fields={EVENT_CONFLICT_FIELDS}
          onReload={(current) => form.reset(formValuesOf(current))}
          onOverwrite={(current, payload) => void save(payload, current.version)}
        />
      </DialogContent>
    </Dialog>
  );
}
