import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

export const ToastProvider = Primitive.Provider;

/**
 * Toasts sit at the top of the screen at every width, because dialogs keep their actions in a
 * footer at the bottom: a toast never covers a dialog's buttons. The area itself lets clicks
 * through; only a toast catches them.
 */
export const TOAST_VIEWPORT_PLACEMENT =
  'pointer-events-none fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col p-4 md:max-w-[420px]';

export function ToastViewport({ className, ...props }: ComponentProps<typeof Primitive.Viewport>) {
  return <Primitive.Viewport className={cn(TOAST_VIEWPORT_PLACEMENT, className)} {...props} />;
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0',
  {
    variants: {
      variant: {
        default: 'border bg-popover text-popover-foreground',
        success: 'border-emerald-600/40 bg-popover text-popover-foreground',
        destructive: 'border-red-800 bg-red-700 text-white dark:border-red-700 dark:bg-red-900',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof Primitive.Root> & VariantProps<typeof toastVariants>) {
  return <Primitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof Primitive.Close>) {
  return (
    <Primitive.Close
      aria-label="Close notification"
      className={cn(
        'focus:ring-ring absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus:opacity-100 focus:ring-2 focus:outline-none',
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
    </Primitive.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return <Primitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}
