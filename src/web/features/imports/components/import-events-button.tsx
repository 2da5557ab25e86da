import { UploadIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@web/components/ui/button';

// The wizard and papaparse load on first use, not with the events page.
const ImportWizardDialog = lazy(async () => ({
  default: (await import('./import-wizard-dialog')).ImportWizardDialog,
}));

/** The events page's 'Import' button: opens the CSV import wizard. */
export function ImportEventsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <UploadIcon aria-hidden="true" />
        Import
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportWizardDialog open onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
