import { TriangleAlertIcon } from 'lucide-react';
import { useId } from 'react';
import { WEBHOOK_RULES, type WebhookEndpointWithSecret } from '@shared/schemas/webhook';
import { CopyButton } from '@web/components/copy-button';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

type SecretDialogProps = {
  /** The answer to add or rotate; the dialog is open while there is one. */
  endpoint: WebhookEndpointWithSecret | undefined;
  /** After a rotation the old secret keeps signing for a while, which the dialog says. */
  rotated: boolean;
  /** Closing forgets the secret (the mutation is reset): it is never shown again. */
  onClose: () => void;
};

/** The endpoint's signing secret, this once, with a copy button. */
export function SecretDialog({ endpoint, rotated, onClose }: SecretDialogProps) {
  const id = useId();
  return (
    <Dialog open={endpoint !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{rotated ? 'New signing secret' : 'Signing secret'}</DialogTitle>
          <DialogDescription>
            The receiver checks each delivery&apos;s webhook-signature header with this secret
            (Standard Webhooks).
          </DialogDescription>
        </DialogHeader>
        {endpoint && (
          <div className="grid gap-3">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-secret`}>Secret</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id={`${id}-secret`}
                  readOnly
                  value={endpoint.secret}
                  className="font-mono text-xs"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton text={endpoint.secret} label="Copy Secret" />
              </div>
            </div>
            <Alert>
              <TriangleAlertIcon aria-hidden="true" />
              <AlertDescription>
                <p>
                  Copy it now: you will not see it again. If it is lost, rotate the secret to get a
                  new one.
                </p>
                {rotated && (
                  <p>
                    The old secret keeps signing (as a second signature) for{' '}
                    {WEBHOOK_RULES.rotationOverlapHours} hours, so the receiver can switch over.
                  </p>
                )}
              </AlertDescription>
            </Alert>
          </div>
        )}
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
