import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

export const ToastProvider = Primitive.Provider;

/**
 * Where the toast area sits. With no dialog open: at the bottom (bottom right from 768 px), never
 * over the header's controls, and on phones above the screen's bottom edge. With a
 * dialog open, never over it, so neither its close button nor its footer's actions are covered:
 * beside it when the side has room (wide screens), else above or below it, else (a dialog as tall
 * as the screen) in the middle of the screen, where a dialog's header and footer are not, since
 * the whole dialog scrolls with them at its two ends. The area lets clicks through; only a toast
 * catches them.
 */
const TOAST_PLACEMENTS = {
  corner: 'bottom-0 right-0 w-full md:max-w-[420px]',
  side: 'top-0 left-0',
  above: 'top-0 left-1/2 w-full max-w-[420px] -translate-x-1/2',
  below: 'bottom-0 left-1/2 w-full max-w-[420px] -translate-x-1/2',
  middle: 'top-1/2 left-1/2 w-full max-w-[420px] -translate-x-1/2 -translate-y-1/2',
} as const;
export type ToastPlacement = keyof typeof TOAST_PLACEMENTS;

export function ToastViewport({
  className,
  placement = 'corner',
  ...props
}: ComponentProps<typeof Primitive.Viewport> & { placement?: ToastPlacement }) {
  return (
    <Primitive.Viewport
      data-placement={placement}
      className={cn(
        'pointer-events-none fixed z-[100] flex max-h-screen flex-col p-4',
        TOAST_PLACEMENTS[placement],
        className,
      )}
      {...props}
    />
  );
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

/** A button of a toast ('View', 'Undo'); `altText` says what it does where the toast cannot be reached. */
export function ToastAction({ className, ...props }: ComponentProps<typeof Primitive.Action>) {
  return (
    <Primitive.Action
      className={cn(
        'hover:bg-accent focus-visible:ring-ring/50 inline-flex h-8 shrink-0 items-center justify-center rounded-md border px-3 text-sm font-medium outline-none focus-visible:ring-[3px]',
        className,
      )}
      {...props}
    />
  );
}
