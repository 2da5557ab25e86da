import { LifeBuoyIcon, MessageSquareIcon } from 'lucide-react';
import { useSendFeedback } from '@web/components/layout/use-feedback';
import { Button } from '@web/components/ui/button';
import { useVersionInfo } from '@web/lib/version';

/** Help & Support (the project's repository) and Send Feedback under the settings side menu. */
export function SettingsMenuExtras() {
  const sendFeedback = useSendFeedback();
  const { data: info } = useVersionInfo();
  return (
    <div className="grid gap-1 border-t pt-2">
      {info?.sourceUrl ? (
        <Button asChild variant="ghost" className="justify-start">
          <a href={info.sourceUrl} target="_blank" rel="noreferrer">
            <LifeBuoyIcon aria-hidden="true" />
            Help &amp; Support
          </a>
        </Button>
      ) : (
        <Button variant="ghost" className="justify-start" disabled>
          <LifeBuoyIcon aria-hidden="true" />
          Help &amp; Support
        </Button>
      )}
      <Button variant="ghost" className="justify-start" onClick={sendFeedback}>
        <MessageSquareIcon aria-hidden="true" />
        Send Feedback
      </Button>
    </div>
  );
}
