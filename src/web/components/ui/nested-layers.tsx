import { createContext, useCallback, useContext, useState, type ReactNode, type Ref } from 'react';

/** How long a closed layer's node still counts, for events that began while it was open. */
const RETIRED_MS = 10_000;

/** The DOM nodes of the layers opened inside one layer, and inside those. */
class Layer {
  /** Each node, and when it left (undefined while it is open). */
  private readonly nested = new Map<Element, number | undefined>();

  constructor(private readonly enclosing: Layer | null) {}

  /** Counts `node` as part of this layer and of the layers around it, until the call returned. */
  add(node: Element): () => void {
    this.nested.set(node, undefined);
    const leaveEnclosing = this.enclosing?.add(node);
    return () => {
      // On the clock events are stamped with (performance.now() in browsers, Date.now() in jsdom).
      const now = new Event('layer-left').timeStamp;
      this.nested.set(node, now);
      for (const [other, left] of this.nested) {
        if (left !== undefined && left < now - RETIRED_MS) this.nested.delete(other);
      }
      leaveEnclosing?.();
    };
  }

  /**
   * Whether `target` was in a nested layer when `startedAt` (an event's timeStamp) happened. A
   * dialog decides about a pointer-down outside on the click after it; by then the option
   * clicked may have closed its popover.
   */
  holds(target: EventTarget | null, startedAt: number): boolean {
    if (!(target instanceof Node)) return false;
    for (const [node, left] of this.nested) {
      if ((left === undefined || left >= startedAt) && node.contains(target)) return true;
    }
    return false;
  }
}

const EnclosingLayer = createContext<Layer | null>(null);

/** The part of Radix's pointer-down-outside and focus-outside events the guard reads. */
interface OutsideEvent {
  target: EventTarget | null;
  detail: { originalEvent: Event };
  preventDefault(): void;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void | (() => void) {
  if (typeof ref === 'function') return ref(value);
  if (ref) ref.current = value;
}

/**
 * Lets a layer (dialog, popover, menu, select) opened from inside another one count as part of
 * it. Radix tells an interaction inside a layer from one outside by React's event order: an event
 * in a portal also reaches the portal's React parents. The app runs on Preact
 * (docs/decisions/008-preact-runtime.md), where events go up the DOM only, so a click or focus in
 * a nested layer's portal (a popover inside a dialog, an event's card in a day's list, the avatar
 * menu's Theme submenu) would close the layer around it. Each content registers its node with
 * every layer it is rendered in; those treat pointer-downs and focus there as inside. Under React
 * the guard never has anything to do.
 *
 * Spread `contentProps` (or `joinProps`) on the Radix content after the caller's props, and wrap
 * its children in `provide`.
 */
export function useNestedLayer<E extends OutsideEvent>(
  ref: Ref<HTMLDivElement> | undefined,
  handlers: { onPointerDownOutside?: (event: E) => void; onFocusOutside?: (event: E) => void },
) {
  const enclosing = useContext(EnclosingLayer);
  const [layer] = useState(() => new Layer(enclosing));

  const nodeRef = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return;
      const leave = enclosing?.add(node);
      const cleanup = assignRef(ref, node);
      // React 19 and Preact 11 call this on detach instead of calling the ref with null.
      return () => {
        leave?.();
        if (typeof cleanup === 'function') cleanup();
        else assignRef(ref, null);
      };
    },
    [enclosing, ref],
  );

  const guard = (handler?: (event: E) => void) => (event: E) => {
    if (layer.holds(event.target, event.detail.originalEvent.timeStamp)) event.preventDefault();
    handler?.(event);
  };

  return {
    /** For a content that only joins the layer it is in (its own outside handling suffices). */
    joinProps: { ref: nodeRef },
    contentProps: {
      ref: nodeRef,
      onPointerDownOutside: guard(handlers.onPointerDownOutside),
      onFocusOutside: guard(handlers.onFocusOutside),
    },
    provide: (children: ReactNode) => (
      <EnclosingLayer.Provider value={layer}>{children}</EnclosingLayer.Provider>
    ),
  };
}
