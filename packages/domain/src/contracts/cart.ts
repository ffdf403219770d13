import { z } from 'zod';
import { DocumentStatusSchema } from './document-list-query.ts';

/** Spec 02 §3 Cart entry and §8: at most 100 entries; a 101st is refused (CART_FULL) rather than dropping one unseen. */
export const CART_MAX_ENTRIES = 100;

/** The path parameter of the cart's per-document routes. */
export const CartDocumentParams = z.object({ documentId: z.uuid() });

/** One document in a user's cart (spec 02 §3: id, title, time added), with what Download all will pack. */
export const CartEntry = z.object({
  documentId: z.string(),
  docNumber: z.string(),
  title: z.string(),
  status: DocumentStatusSchema,
  /** The label of the version in force, the one Download all packs; null when there is none (not yet effective, obsolete). */
  versionInForce: z.string().nullable(),
  addedAt: z.iso.datetime(),
});
export type CartEntry = z.infer<typeof CartEntry>;

/** The cart, newest first: only the documents the user may still see. */
export const CartResponse = z.object({
  items: z.array(CartEntry),
  max: z.number().int(),
});
export type CartResponse = z.infer<typeof CartResponse>;

/** Adding answers the cart; `added` is false when the document was already in it (no duplicates). */
export const AddToCartResponse = CartResponse.extend({ added: z.boolean() });
export type AddToCartResponse = z.infer<typeof AddToCartResponse>;
