import type { ComponentType } from 'react';
import { lazyComponent } from '@web/lib/lazy-component';

/**
 * A chunk whose code may parse with zod, loaded together with zod's human messages
 * (`@shared/zod-messages` installs them on import): every page but the landing page comes this
 * way, so no schema parses before them, and zod stays out of the landing page's JavaScript.
 */
export async function withZodMessages<Module>(load: () => Promise<Module>): Promise<Module> {
  const [module] = await Promise.all([load(), import('@shared/zod-messages')]);
  return module;
}

/**
 * A page component loaded in its own chunk on first visit (named exports, no default exports),
 * with zod's messages; `preload()` starts fetching the chunk earlier, e.g. while sign-in is still
 * being worked out (lazyComponent).
 */
export function lazyPage<
  Module extends Record<string, unknown>,
  Name extends keyof Module & string,
  Props extends object = object,
>(load: () => Promise<Module>, name: Name) {
  return lazyComponent<Props>(
    async () => (await withZodMessages(load))[name] as ComponentType<Props>,
  );
}
