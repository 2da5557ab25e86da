import { MessageSquareIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { useSendFeedback } from './use-feedback';

type FeedbackButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  label?: string;
  /** Show the label only from this breakpoint on (icon-only below, still named for assistive tech). */
  compact?: boolean;
};

/** Opens a pre-filled feedback e-mail to the maintainers. */
export function FeedbackButton({ label = 'Feedback', compact = false, className, ...props }: FeedbackButtonProps) {
  const sendFeedback = useSendFeedback();
  return (
    <Button variant="ghost" size="sm" className={cn(className)} onClick={sendFeedback} {...props}>
      <MessageSquareIcon aria-hidden="true" />
      <span className={cn(compact && 'sr-only xl:not-sr-only')}>{label}</span>
    </Button>
  );
}
