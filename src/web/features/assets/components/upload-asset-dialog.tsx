import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { assetFormSchema } from '@shared/schemas/asset';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Progress } from '@web/components/ui/progress';
import { ApiError } from '@web/lib/api-client';
import { useCreateAsset } from '../api/create-asset';
import { AddEventDialog } from './add-event-dialog';
import { UploadAssetFields } from './upload-asset-fields';
import { UploadContentFields } from './upload-content-fields';
import {
  emptyUploadForm,
  formFieldErrors,
  toNewAsset,
  type UploadFormInput,
  type UploadFormOutput,
} from './upload-form-values';

type UploadAssetDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pre-selected related event (from /assets?eventId=). */
  eventId?: number | null;
};

/** 'Upload New Asset': a file (with progress) or text, with its name, type, description, event. */
export function UploadAssetDialog({ open, onOpenChange, eventId }: UploadAssetDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Upload New Asset</DialogTitle>
          <DialogDescription>
            Upload a file or enter text, and optionally relate it to an event.
          </DialogDescription>
        </DialogHeader>
        <UploadAssetForm eventId={eventId} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function UploadAssetForm({ eventId, onClose }: { eventId?: number | null; onClose: () => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [addingEvent, setAddingEvent] = useState(false);
  const form = useForm<UploadFormInput, unknown, UploadFormOutput>({
    resolver: zodResolver(assetFormSchema),
    defaultValues: emptyUploadForm(eventId),
  });
  const { control, register, formState, getValues, setValue, setError, clearErrors } = form;
  const creation = useCreateAsset({ onProgress: setProgress, onSuccess: onClose });
  const method = useWatch({ control, name: 'uploadMethod' }) ?? 'file';
  const busy = creation.isPending;

  const submit = form.handleSubmit(async (values) => {
    setProgress(values.uploadMethod === 'file' ? 0 : null);
    try {
      await creation.mutateAsync(toNewAsset(values));
    } catch (error) {
      setProgress(null);
      if (error instanceof ApiError) {
        for (const [field, message] of formFieldErrors(error.errors)) setError(field, { message });
      }
    }
  });

  return (
    <>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={busy}>
        <UploadAssetFields
          control={control}
          register={register}
          errors={formState.errors}
          onAddEvent={() => setAddingEvent(true)}
          disabled={busy}
        />
        <UploadContentFields
          control={control}
          register={register}
          errors={formState.errors}
          method={method}
          onMethodChange={(next) => {
            setValue('uploadMethod', next);
            clearErrors(['file', 'content']);
          }}
          onFileChange={(file) => {
            // A chosen file is checked at once (size, type); removing it clears the message.
            setValue('file', file, { shouldValidate: file !== null, shouldDirty: true });
            if (!file) clearErrors('file');
          }}
          disabled={busy}
        />
        {progress !== null && (
          <div className="grid gap-1">
            <Progress value={Math.round(progress * 100)} aria-label="Upload progress" />
            <p className="text-muted-foreground text-xs" aria-live="polite">
              {Math.round(progress * 100)}% uploaded
            </p>
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Uploading...' : 'Upload Asset'}
          </Button>
        </DialogFooter>
      </form>
      <AddEventDialog
        open={addingEvent}
        onOpenChange={setAddingEvent}
        onCreated={(event) => {
          setValue('eventId', event.id, { shouldDirty: true });
          setAddingEvent(false);
        }}
        onUndone={(event) => {
          if (getValues('eventId') === event.id) setValue('eventId', null, { shouldDirty: true });
        }}
      />
    </>
  );
}
