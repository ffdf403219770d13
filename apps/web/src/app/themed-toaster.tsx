import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { useTheme } from '@/features/theme/theme-context';

// Below the 4rem top bars, so a toast never hides the menu, theme toggle or sidebar button.
const TOAST_OFFSET = { top: 72 };

/** Spec 01 §9: one toast visible at a time, 5 s each. */
export default function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  // Outside the LanguageBoundary (a toast survives a language change), so it follows the language itself.
  const { t } = useTranslation('common');
  const toastOptions = useMemo(() => ({ closeButtonAriaLabel: t('toaster.close') }), [t]);
  return (
    <Toaster
      richColors
      closeButton
      visibleToasts={1}
      duration={5000}
      theme={resolvedTheme}
      position="top-right"
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_OFFSET}
      containerAriaLabel={t('toaster.label')}
      toastOptions={toastOptions}
    />
  );
}
