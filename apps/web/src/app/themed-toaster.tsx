import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster, type ToasterProps } from 'sonner';
import { useTheme } from '@/lib/theme-context';
import { TOAST_DURATION_MS, useToastPlace, type ToastPlace } from '@/lib/toast-place';

/**
 * Toasts sit where they cover no control. In the signed-in shell on a large screen that is the foot
 * of the expanded sidebar (it only says who is signed in), narrowed to the sidebar's width; elsewhere the
 * bottom-right corner, clear of the header's menus and of dialog buttons' usual place at their bottom right.
 */
const PLACES: Record<ToastPlace, Pick<ToasterProps, 'position' | 'offset' | 'mobileOffset' | 'style'>> = {
  'sidebar-foot': { position: 'bottom-left', offset: { bottom: 12, left: 12 }, mobileOffset: 12, style: { '--width': '296px' } as CSSProperties },
  corner: { position: 'bottom-right', offset: 16, mobileOffset: 12 },
};

/** Spec 01 §9: one toast visible at a time, 5 s (success shorter: TOAST_DURATION_MS). */
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
      duration={TOAST_DURATION_MS.other}
      theme={resolvedTheme}
      {...PLACES[useToastPlace()]}
      containerAriaLabel={t('toaster.label')}
      toastOptions={toastOptions}
    />
  );
}
