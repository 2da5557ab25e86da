import { lazy, type ComponentType } from 'react';

/** A page component loaded in its own chunk on first visit (named exports, no default exports). */
export function lazyPage<
  Module extends Record<string, unknown>,
  Name extends keyof Module & string,
>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
