import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { CartResponse } from '@attest/domain';
import { i18n } from '@/i18n';
import { errorText } from '@/i18n/error-text';
import { addToCart, fetchCart, removeFromCart } from './api';

export const cartKey = ['cart'] as const;

/** The signed-in user's cart, newest first; kept on the server, so it is the same in every browser. */
export function useCart() {
  return useQuery({ queryKey: cartKey, queryFn: fetchCart });
}

const failure = (titleKey: 'toast.addFailed' | 'toast.removeFailed') => (error: unknown) =>
  toast.error(i18n.t(`cart:${titleKey}`), { description: errorText(error, i18n.t('common:connectionProblem')) });

/** Add to Cart, with the toast that says what happened (added, already there, or why not). */
export function useAddToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (doc: { id: string; docNumber: string; title: string }) => addToCart(doc.id),
    onSuccess: (cart, doc) => {
      client.setQueryData<CartResponse>(cartKey, { items: cart.items, max: cart.max });
      const description = i18n.t('cart:toast.documentLine', { docNumber: doc.docNumber, title: doc.title });
      if (cart.added) toast.success(i18n.t('cart:toast.added'), { description });
      else toast.info(i18n.t('cart:toast.alreadyInCart'), { description });
    },
    onError: failure('toast.addFailed'),
  });
}

export function useRemoveFromCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (doc: { documentId: string; docNumber: string }) => removeFromCart(doc.documentId),
    onSuccess: (cart, doc) => {
      client.setQueryData<CartResponse>(cartKey, cart);
      toast.success(i18n.t('cart:toast.removed'), { description: doc.docNumber });
    },
    onError: failure('toast.removeFailed'),
  });
}
