import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code loads in its own chunk on first use; `preload()` starts fetching it
 * earlier, and the first render then uses the same fetch. Once the chunk is here it renders at
 * once: a `lazy` component suspends on its first render even when its code has arrived, and
 * React holds a boundary's content back up to 300 ms after its fallback showed, which was most
 * of a screen's first appearance after sign-in.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let chunk: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    (chunk ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function LazyComponent(props: Props) {
    // Chosen once per mount: switching types later would mount the screen again.
    const [Shown] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Shown, props);
  }
  return Object.assign(LazyComponent, { preload });
}
