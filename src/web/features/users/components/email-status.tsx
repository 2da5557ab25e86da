import { MailCheckIcon, MailXIcon, SendIcon } from 'lucide-react';
import type { NotificationSettings } from '@shared/schemas/notifications';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useSendTestEmail } from '../api/notification-settings';

/**
 * Whether notifications can go out by email (the server's SMTP_URL), where they go, and for
 * admins a test email whose failure is shown in the SMTP server's words.
 */
export function EmailStatus({ settings }: { settings: NotificationSettings }) {
  const test = useSendTestEmail();
  const { email } = settings;
  return (
    <div className="grid gap-3">
      {email.enabled ? (
        <Alert>
          <MailCheckIcon aria-hidden="true" />
          <AlertTitle>Email is on</AlertTitle>
          <AlertDescription>
            {email.to
              ? `Notifications you keep on are also emailed to ${email.to}, from ${email.from}.`
              : 'Your profile has no email address: notifications stay under the bell.'}
          </AlertDescription>
        </Alert>
      ) : (
        <Alert>
          <MailXIcon aria-hidden="true" />
          <AlertTitle>Email is off</AlertTitle>
          <AlertDescription>
            This server has no mail server configured (SMTP_URL), so no email is sent. Notifications
            still appear under the bell.
          </AlertDescription>
        </Alert>
      )}
      {settings.canSendTestEmail && (
        <div className="grid justify-items-start gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => test.mutate()}
            disabled={test.isPending}
          >
            <SendIcon aria-hidden="true" />
            {test.isPending ? 'Sending...' : 'Send Test Email'}
          </Button>
          <div role="status" aria-live="polite" className="text-sm">
            {test.data?.sent && <p>{test.data.message}</p>}
          </div>
          {test.data && !test.data.sent && (
            <Alert variant="destructive">
              <AlertTitle>Test email failed</AlertTitle>
              <AlertDescription>{test.data.message}</AlertDescription>
            </Alert>
          )}
          {test.error && (
            <Alert variant="destructive">
              <AlertTitle>Test email failed</AlertTitle>
              <AlertDescription>{test.error.message}</AlertDescription>
            </Alert>
          )}
        </div>
      )}
    </div>
  );
}
