import { MessageSquareIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { useSendFeedback } from './use-feedback';

type FeedbackButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  label?: string;
  /** Icon only below the 2xl breakpoint (else below sm); the name stays for assistive tech. */
  compact?: boolean;
};

/** Opens a pre-filled feedback e-mail to the maintainers. */
export function FeedbackButton({
  label = 'Feedback',
  compact = false,
  className,
  ...props
}: FeedbackButtonProps) {
  const sendFeedback = useSendFeedback();
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn(className)}
      title={compact ? label : undefined}
      onClick={sendFeedback}
      {...props}
    >
      <MessageSquareIcon aria-hidden="true" />
      <span className={compact ? 'sr-only 2xl:not-sr-only' : 'sr-only sm:not-sr-only'}>
        {label}
      </span>
    </Button>
  );
}
