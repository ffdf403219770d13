import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useAddToCart } from '@/lib/api/cart/queries';

interface CartDocument {
  id: string;
  docNumber: string;
  title: string;
}

/** Add to Cart in a document row's action menu. */
export function AddToCartMenuItem({ doc }: { doc: CartDocument }) {
  const { t } = useTranslation('cart');
  const add = useAddToCart();
  return (
    <DropdownMenuItem onSelect={() => add.mutate(doc)}>
      <ShoppingCart aria-hidden="true" />
      {t('actions.add')}
    </DropdownMenuItem>
  );
}

/** Add to Cart on the document page. */
export function AddToCartButton({ doc }: { doc: CartDocument }) {
  const { t } = useTranslation('cart');
  const add = useAddToCart();
  return (
    <Button variant="outline" onClick={() => add.mutate(doc)} loading={add.isPending}>
      <ShoppingCart aria-hidden="true" />
      {t('actions.add')}
    </Button>
  );
}
