import { useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { CartPanel } from './cart-panel';
import { useCart } from '@/lib/api/cart/queries';

/** The header's cart (spec 02 §3): a button with the number of documents, opening the cart's panel. */
export function CartButton({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('cart');
  const [open, setOpen] = useState(false);
  const cart = useCart();
  const count = cart.data?.items.length ?? 0;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={count > 0 ? t('button.labelCount', { count }) : t('button.label')}>
          <ShoppingCart aria-hidden="true" />
          {count > 0 && (
            <span
              data-testid="cart-count"
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[0.65rem] leading-none font-semibold text-primary-foreground"
            >
              {count}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(26rem,calc(100vw-1rem))] p-0" aria-label={t('panel.title')}>
        <CartPanel role={user.role} cart={cart} onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
