import { MoonIcon, SunIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { useTheme } from '@web/lib/theme/theme-provider';

/** The theme switcher's button: a sun or moon for the theme in effect. */
export function ThemeTrigger(props: ButtonProps) {
  const { resolvedTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? MoonIcon : SunIcon;
  return (
    <Button variant="ghost" size="icon" aria-label="Change theme" {...props}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
