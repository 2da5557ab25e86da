import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';

type MenuComponent<P> = ComponentType<P & { defaultOpen?: boolean }>;

export type DeferredTriggerProps = {
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  disabled?: boolean;
};

/**
 * Wraps a dropdown module so its code (Radix menu, positioning) loads on first use instead of
 * with the landing page: `preload` on hover or focus, the menu itself after the first click.
 */
export function deferredMenu<P extends object>(load: () => Promise<MenuComponent<P>>) {
  let loading: Promise<MenuComponent<P>> | null = null;
  const preload = () => (loading ??= load());
  const Menu = lazy(async () => ({ default: await preload() }));

  type Props = P & { renderTrigger: (props: DeferredTriggerProps) => ReactElement };

  /** Draws the trigger with `renderTrigger` until first used, then the real menu, opened. */
  function DeferredMenu({ renderTrigger, ...menuProps }: Props) {
    const [used, setUsed] = useState(false);
    if (!used) {
      return renderTrigger({
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onClick: () => setUsed(true),
        onPointerEnter: () => void preload(),
        onFocus: () => void preload(),
      });
    }
    return (
      <Suspense
        fallback={renderTrigger({
          'aria-haspopup': 'menu',
          'aria-expanded': false,
          disabled: true,
        })}
      >
        <Menu {...(menuProps as unknown as P)} defaultOpen />
      </Suspense>
    );
  }

  return DeferredMenu;
}
