import { FileIcon, PaperclipIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Trip } from '@shared/schemas/trip';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Progress } from '@web/components/ui/progress';
import { ApiError } from '@web/lib/api-client';
import { formatFileSize } from '@web/lib/format';
import { useTripReceipts, useUploadReceipt } from '../api/trip-receipts';

/** What the server keeps as a receipt: a PDF or an image. */
const RECEIPT_TYPES = 'application/pdf,image/*';

/** The name a receipt gets when none is typed: its file's, without the extension. */
const nameOf = (file: File) => file.name.replace(/\.[^.]+$/, '').slice(0, 200) || file.name;

/**
 * The trip's receipts (assets linked to it), each opening its signed link, and for the traveller
 * or an admin the upload of another: a PDF or an image, named as the person wants.
 */
export function TripReceipts({ trip, mayAdd }: { trip: Trip; mayAdd: boolean }) {
  const { data: receipts, isPending } = useTripReceipts(trip.id);
  return (
    <section aria-labelledby={`receipts-${trip.id}`} className="grid gap-3">
      <h3 id={`receipts-${trip.id}`} className="font-medium">
        Receipts
      </h3>
      {isPending ? null : receipts && receipts.length > 0 ? (
        <ul aria-label="Receipts" className="grid gap-2">
          {receipts.map((receipt) => (
            <li key={receipt.id} className="flex items-center gap-2 text-sm">
              <FileIcon className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
              {receipt.fileUrl ? (
                <a
                  href={receipt.fileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand min-w-0 truncate underline-offset-4 hover:underline"
                >
                  {receipt.name}
                </a>
              ) : (
                <span className="min-w-0 truncate">{receipt.name}</span>
              )}
              <span className="text-muted-foreground shrink-0">
                {formatFileSize(receipt.fileSize)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">No receipts yet.</p>
      )}
      {mayAdd && <ReceiptUpload trip={trip} />}
    </section>
  );
}

function ReceiptUpload({ trip }: { trip: Trip }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = useUploadReceipt({
    onProgress: setProgress,
    onSuccess: () => {
      setFile(null);
      setName('');
      if (input.current) input.current.value = '';
    },
  });
  const submit = () => {
    if (!file) return setErrors({ file: 'Please select a file' });
    const label = name.trim() || nameOf(file);
    if (label.length < 3) return setErrors({ name: 'Name must be at least 3 characters' });
    setErrors({});
    upload.mutate(
      {
        tripId: trip.id,
        file,
        name: label,
        description: `Receipt of ${trip.travellerName}'s trip to ${trip.eventName}`,
      },
      {
        onSettled: () => setProgress(null),
        onError: (error) => {
          if (error instanceof ApiError && error.errors) setErrors(error.errors);
        },
      },
    );
  };
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
      <FormField
        label="Receipt file"
        description="A PDF or an image, at most 10MB"
        error={errors.file}
      >
        {(props) => (
          <Input
            {...props}
            ref={input}
            type="file"
            accept={RECEIPT_TYPES}
            className="h-auto py-1.5"
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
        )}
      </FormField>
      <FormField label="Receipt name" error={errors.name}>
        {(props) => (
          <Input
            {...props}
            placeholder={file ? nameOf(file) : 'Hotel invoice'}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        )}
      </FormField>
      <Button
        type="button"
        variant="outline"
        className="sm:mt-6"
        disabled={upload.isPending}
        onClick={submit}
      >
        <PaperclipIcon aria-hidden="true" />
        {upload.isPending ? 'Uploading...' : 'Add receipt'}
      </Button>
      {progress !== null && (
        <Progress value={progress * 100} aria-label="Upload progress" className="sm:col-span-3" />
      )}
    </div>
  );
}
