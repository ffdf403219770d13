import type { ComponentProps } from 'react';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useTheme } from '@/lib/theme-context';

/** The theme switch's button: the current look's icon, named by the chosen theme. Radix's trigger wraps it (asChild). */
export function ThemeTrigger(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation('theme');
  const { theme, resolvedTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? Moon : Sun;
  return (
    <Button variant="ghost" size="icon" aria-label={t(`toggle.trigger.${theme}`)} {...props}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
