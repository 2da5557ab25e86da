import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { eventCreateSchema, eventUpdateSchema, type EventCreate } from '@shared/schemas/event';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import {
  useVersionConflict,
  VersionConflictDialog,
} from '@web/components/records/version-conflict';
import { ApiError } from '@web/lib/api-client';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { EventFormFields } from './event-form-fields';
import {
  EMPTY_EVENT_FORM,
  EVENT_CONFLICT_FIELDS,
  formValuesOf,
  type EditableEvent,
  type EventFormValues,
} from './event-form-values';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event?: EditableEvent | null;
};

const createResolver = zodResolver(eventCreateSchema) as unknown as Resolver<EventFormValues>;
const updateResolver = zodResolver(eventUpdateSchema) as unknown as Resolver<EventFormValues>;

/** 'Add New Event' without an event, 'Edit Event' with one; validated by the shared schemas. */
export function EventFormDialog({ open, onOpenChange, event }: Props) {
  const editing = Boolean(event);
  const form = useForm<EventFormValues>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: event ? formValuesOf(event) : EMPTY_EVENT_FORM,
  });
  const close = () => onOpenChange(false);
  const create = useCreateEvent(close);
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
      if (versions.caught(error, payload)) return;
      if (error instanceof ApiError && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          form.setError(field as keyof EventFormValues, { message });
        }
      }
    }
  };

  // The resolver hands over the schema's output (trimmed, nulls for empty optional fields).
  const submit = form.handleSubmit((values) =>
    save(values as unknown as EventCreate, versions.version),
  );

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
        <form
          noValidate
          onSubmit={(submitEvent) => void submit(submitEvent)}
          className="grid gap-6"
        >
          <EventFormFields form={form} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {editing
                ? busy
                  ? 'Updating...'
                  : 'Update Event'
                : busy
                  ? 'Saving...'
                  : 'Save Event'}
            </Button>
          </DialogFooter>
        </form>
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
