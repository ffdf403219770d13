import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSystemNotice } from '@/lib/api/preferences/queries';

/** Shown to everyone, signed in or not, while an administrator has maintenance mode on. */
export function MaintenanceBanner({ className = '' }: { className?: string }) {
  const { t } = useTranslation('systemPreferences');
  const notice = useSystemNotice();
  if (!notice.data?.maintenanceMode) return null;
  return (
    <div role="status" className={`flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100 ${className}`}>
      <Wrench className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">{t('banner.title')}:</span> {notice.data.maintenanceMessage || t('banner.default')}
      </p>
    </div>
  );
}
