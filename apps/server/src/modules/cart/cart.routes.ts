import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AddToCartResponse, CART_MAX_ENTRIES, CartDocumentParams, CartResponse } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import type { Clock } from '../../platform/clock.ts';
import { contextOf } from '../../core/request-context.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import { prepareCartDownload } from './cart-download.ts';
import { cartZip } from './cart-zip.ts';
import { addToCart, listCart, removeFromCart } from './cart.service.ts';

/** Each user's cart of documents (spec 02 §3): list, add, remove, and Download all as one zip with a manifest. */
export function cartRoutes(app: FastifyInstance, deps: { db: Db; store: BlobStore; clock: Clock }): void {
  const { db, store } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];
  const cartOf = async (ctx: ReturnType<typeof contextOf>): Promise<CartResponse> => ({ items: await listCart(db, ctx.viewer), max: CART_MAX_ENTRIES });

  api.get('/api/cart', {
    config: { access: 'view-sops' },
    schema: { tags, summary: "The signed-in user's cart, newest first: only documents they may still see", response: { 200: CartResponse } },
    handler: async (request) => cartOf(contextOf(request)),
  });

  api.post('/api/cart/:documentId', {
    config: { access: 'view-sops' },
    schema: {
      tags,
      summary: 'Add a document the user may see (at most 100; already there changes nothing; audited)',
      params: CartDocumentParams,
      response: { 200: AddToCartResponse },
    },
    handler: async (request) => {
      const ctx = contextOf(request);
      const added = await addToCart(db, request.params.documentId, ctx);
      return { ...(await cartOf(ctx)), added };
    },
  });

  api.delete('/api/cart/:documentId', {
    config: { access: 'view-sops' },
    schema: { tags, summary: 'Remove a document from the cart (audited)', params: CartDocumentParams, response: { 200: CartResponse } },
    handler: async (request) => {
      const ctx = contextOf(request);
      await removeFromCart(db, request.params.documentId, ctx);
      return cartOf(ctx);
    },
  });

  api.get('/api/cart/download', {
    config: { access: 'download-sops' },
    schema: { tags, summary: 'Download all: a zip of the versions in force with manifest.csv (streamed; each document audited as downloaded)' },
    handler: async (request, reply) => {
      const { members, skipped } = await prepareCartDownload(deps, contextOf(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentHeader(`cart-${request.now.toISOString().slice(0, 10)}.zip`, 'attachment'))
        .header('cache-control', 'private, no-store')
        .send(cartZip(store, members, skipped));
    },
  });
}
