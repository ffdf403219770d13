import { AddToCartResponse, CartResponse } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

const entryPath = (documentId: string) => `/api/cart/${encodeURIComponent(documentId)}`;

/** Download all: a plain link the browser saves (a zip streamed by the server). */
export const CART_DOWNLOAD_URL = '/api/cart/download';

export function fetchCart() {
  return apiRequest('/api/cart', { schema: CartResponse });
}

export function addToCart(documentId: string) {
  return apiRequest(entryPath(documentId), { method: 'POST', schema: AddToCartResponse });
}

export function removeFromCart(documentId: string) {
  return apiRequest(entryPath(documentId), { method: 'DELETE', schema: CartResponse });
}
