import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';

type FormActionsProps = { submitLabel: string; submitting: boolean; onCancel: () => void };

/** A record form's Cancel and submit buttons ('Saving...' while it is sent). */
export function FormActions({ submitLabel, submitting, onCancel }: FormActionsProps) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Saving...' : submitLabel}
      </Button>
    </DialogFooter>
  );
}
