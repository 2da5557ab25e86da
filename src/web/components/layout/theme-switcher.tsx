import { deferredMenu } from '@web/components/ui/deferred-menu';
import { ThemeTrigger } from './theme-trigger';

const DeferredThemeMenu = deferredMenu(() =>
  import('./theme-menu').then((module) => module.ThemeMenu),
);

/** Header control choosing Light, Dark or System; the menu's code loads on first use. */
export function ThemeSwitcher({ className }: { className?: string }) {
  return (
    <DeferredThemeMenu
      className={className}
      renderTrigger={(props) => <ThemeTrigger className={className} {...props} />}
    />
  );
}
