import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SignatureConfigResponse } from '@attest/domain';
import { Badge } from '@/components/ui/badge';

/** Rules that are not a choice (password re-authentication, Part 11) or not yet possible (two-factor), with why. */
export function LockedItems({ items }: { items: SignatureConfigResponse['locked'] }) {
  const { t } = useTranslation('signatureConfig');
  return (
    <section aria-labelledby="signature-locked-title" className="grid gap-3">
      <h3 id="signature-locked-title" className="text-sm font-semibold">
        {t('locked.title')}
      </h3>
      <ul className="grid gap-2">
        {items.map((item) => (
          <li key={item.key} className="flex items-start gap-3 rounded-md border bg-muted/40 px-3 py-2">
            <Lock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <span className="text-sm font-medium">{t(`locked.labels.${item.key}`)}</span>
              <span className="text-xs text-muted-foreground">{t(`locked.reasons.${item.key}`)}</span>
            </div>
            <Badge variant={item.enabled ? 'secondary' : 'outline'}>{item.enabled ? t('locked.on') : t('locked.off')}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
