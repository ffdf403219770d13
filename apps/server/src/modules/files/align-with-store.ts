/** One step of the merge of the store's listing with the references: a stored hash nothing names, or a reference. */
export type Aligned<R> = { orphan: true; sha256: string } | { orphan: false; ref: R };

/**
 * Merges the store's listing (sorted ascending, as `BlobStore.list()` yields it) with references sorted by sha256
 * ascending (`ORDER BY sha256 COLLATE "C"` in SQL; repeats are fine), in hash order: each stored hash that no
 * reference names, and each reference. Both sides are streamed, so memory stays bounded however many blobs there are.
 */
export async function* alignWithStore<R extends { sha256: string }>(
  stored: AsyncIterable<string>,
  referenced: AsyncIterable<R> | Iterable<R>,
): AsyncGenerator<Aligned<R>> {
  const listing = stored[Symbol.asyncIterator]();
  let next = await listing.next();
  let previous: string | null = null;
  for await (const ref of referenced) {
    if (previous !== null && ref.sha256 < previous) throw new Error('References must be sorted by sha256 ascending');
    while (!next.done && next.value < ref.sha256) {
      yield { orphan: true, sha256: next.value };
      next = await listing.next();
    }
    if (!next.done && next.value === ref.sha256) next = await listing.next();
    previous = ref.sha256;
    yield { orphan: false, ref };
  }
  for (; !next.done; next = await listing.next()) yield { orphan: true, sha256: next.value };
}
