import { useEffect, useState, type CSSProperties } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  dismissToast,
  TOAST_DURATION_MS,
  useToasts,
  type ToastAction as Action,
} from '@web/lib/toast';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  type ToastPlacement,
} from './toast';

/** Room a toast needs: the widest it is drawn, and its usual height with the area's padding. */
const TOAST_WIDTH = 420;
const TOAST_ROOM = 120;
const PADDING = 16;

/** Open dialogs (modal ones and alerts); a popover is a dialog too, but inside a popper wrapper. */
function openDialog(): Element | undefined {
  return [
    ...document.querySelectorAll(
      '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
    ),
  ]
    .filter((element) => !element.closest('[data-radix-popper-content-wrapper]'))
    .at(-1);
}

type Place = { placement: ToastPlacement; style?: CSSProperties };

/** Where the toast area goes so that it does not cover the open dialog (see TOAST_PLACEMENTS). */
export function placeAround(dialog: DOMRect | undefined, height: number): Place {
  if (!dialog) return { placement: 'corner' };
  const side = dialog.left;
  if (side >= Math.min(TOAST_WIDTH, 280) + 2 * PADDING) {
    return { placement: 'side', style: { width: Math.min(side, TOAST_WIDTH + 2 * PADDING) } };
  }
  if (dialog.top >= TOAST_ROOM) return { placement: 'above', style: { maxHeight: dialog.top } };
  if (height - dialog.bottom >= TOAST_ROOM) {
    return { placement: 'below', style: { maxHeight: height - dialog.bottom } };
  }
  return { placement: 'middle' };
}

/** Follows dialogs opening, closing and resizing while `watching` (a toast is up). */
function useToastPlace(watching: boolean): Place {
  const [place, setPlace] = useState<Place>({ placement: 'corner' });
  useEffect(() => {
    if (!watching) return;
    const update = () => {
      const next = placeAround(openDialog()?.getBoundingClientRect(), window.innerHeight);
      setPlace((current) =>
        current.placement === next.placement &&
        JSON.stringify(current.style) === JSON.stringify(next.style)
          ? current
          : next,
      );
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state', 'style', 'class'],
    });
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [watching]);
  return place;
}

/** A toast's buttons ('View', 'Undo'), each announced by its altText; they need the router. */
function ToastActions({ actions }: { actions: Action[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="flex shrink-0 flex-wrap justify-end gap-2">
      {actions.map((action) => (
        <ToastAction
          key={action.label}
          altText={action.altText}
          onClick={action.onClick && (() => action.onClick!({ pathname, navigate }))}
          asChild={!!action.href}
        >
          {action.href ? <Link to={action.href}>{action.label}</Link> : action.label}
        </ToastAction>
      ))}
    </div>
  );
}

/** Renders the toasts of lib/toast, one at a time; loaded by Toaster on the first toast. */
export function ToasterView() {
  const toasts = useToasts();
  const { placement, style } = useToastPlace(toasts.some((toast) => toast.open));
  return (
    <ToastProvider duration={TOAST_DURATION_MS}>
      {toasts.map(({ id, title, description, variant, duration, open, actions }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {actions && actions.length > 0 && <ToastActions actions={actions} />}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport placement={placement} style={style} />
    </ToastProvider>
  );
}
