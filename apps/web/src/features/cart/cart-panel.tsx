import { useRef } from 'react';
import { Link } from '@tanstack/react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertCircle, Download, ShoppingCart, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CartResponse, Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/i18n/error-text';
import { formatDateTime } from '@/lib/date-display';
import { StatusBadge } from '@/components/status-badge';
import { CART_DOWNLOAD_URL } from '@/lib/api/cart/api';
import { useRemoveFromCart } from '@/lib/api/cart/queries';
import { PanelEmptyState } from '@/components/ui/panel-empty-state';

interface CartPanelProps {
  role: Role;
  cart: UseQueryResult<CartResponse>;
  onNavigate: () => void;
}

/** The cart's entries, newest first, each with Remove; Download all packs the versions in force as one zip. */
export function CartPanel({ role, cart, onNavigate }: CartPanelProps) {
  const { t } = useTranslation(['cart', 'common']);
  const remove = useRemoveFromCart();
  // A removed entry takes its focused button with it: focus returns to the panel's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const items = cart.data?.items ?? [];
  return (
    <div className="flex flex-col">
      <div className="flex items-baseline justify-between gap-2 border-b px-4 py-3">
        <h2 ref={heading} tabIndex={-1} className="text-sm font-semibold outline-none">
          {t('panel.title')}
        </h2>
        {cart.data && <p className="text-xs text-muted-foreground">{t('panel.count', { count: items.length, max: cart.data.max })}</p>}
      </div>
      <div className="max-h-[min(28rem,60vh)] overflow-y-auto">
        {cart.isPending ? (
          <div className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground" role="status">
            <Spinner className="size-5" />
            {t('panel.loading')}
          </div>
        ) : cart.isError ? (
          <PanelEmptyState icon={AlertCircle} title={t('panel.unavailable')} description={errorText(cart.error, t('common:connectionProblem'))} />
        ) : items.length === 0 ? (
          <PanelEmptyState icon={ShoppingCart} title={t('panel.emptyTitle')} description={t('panel.emptyDescription')} />
        ) : (
          <ul className="divide-y" aria-label={t('panel.listLabel')}>
            {items.map((entry) => (
              <li key={entry.documentId} className="flex items-start gap-2 px-4 py-3">
                <div className="min-w-0 flex-1 space-y-1">
                  <Link
                    to="/dashboard/$role/documents/$documentId"
                    params={{ role, documentId: entry.documentId }}
                    onClick={onNavigate}
                    className="block rounded-sm text-sm font-medium break-words outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="font-mono text-xs text-muted-foreground">{entry.docNumber}</span> {entry.title}
                  </Link>
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                    <StatusBadge status={entry.status} />
                    <span>{entry.versionInForce ? t('panel.versionInForce', { version: entry.versionInForce }) : t('panel.noVersionInForce')}</span>
                    <span>{t('panel.addedAt', { date: formatDateTime(entry.addedAt) })}</span>
                  </div>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('panel.remove', { docNumber: entry.docNumber, title: entry.title })}
                  disabled={remove.isPending && remove.variables?.documentId === entry.documentId}
                  onClick={() => remove.mutate(entry, { onSuccess: () => heading.current?.focus() })}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-1 border-t p-3">
        {items.length > 0 ? (
          <Button className="w-full" asChild>
            <a href={CART_DOWNLOAD_URL} download>
              <Download aria-hidden="true" />
              {t('panel.downloadAll')}
            </a>
          </Button>
        ) : (
          <Button className="w-full" disabled>
            <Download aria-hidden="true" />
            {t('panel.downloadAll')}
          </Button>
        )}
        <p className="text-center text-xs text-muted-foreground">{t('panel.downloadHint')}</p>
      </div>
    </div>
  );
}
