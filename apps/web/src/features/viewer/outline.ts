/** pdf.js's destination: a named destination or an explicit one ([page ref or index, fit, …]). */
export type Destination = string | unknown[] | null;

/** The part of a pdf.js outline item the bookmarks panel reads. */
export interface OutlineNode {
  title: string;
  dest: Destination;
  items: OutlineNode[];
}

export interface Bookmark {
  /** Position in the tree ("0.2.1"): titles repeat, positions do not. */
  id: string;
  title: string;
  depth: number;
  dest: Destination;
  /** The 1-based page it points to, once resolved; null when it points nowhere in this file. */
  pageNumber: number | null;
}

/** The outline tree as the list the panel shows, in reading order, each entry with its depth. */
export function flattenOutline(nodes: readonly OutlineNode[], depth = 0, prefix = ''): Bookmark[] {
  return nodes.flatMap((node, index) => {
    const id = prefix ? `${prefix}.${index}` : String(index);
    const title = node.title.replace(/\s+/g, ' ').trim();
    return [{ id, title, depth, dest: node.dest, pageNumber: null }, ...flattenOutline(node.items, depth + 1, id)];
  });
}

/** Case- and accent-blind, so "defini" finds "Définitions". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The bookmarks whose title holds every word of the filter, in their order. */
export function filterBookmarks(bookmarks: readonly Bookmark[], filter: string): Bookmark[] {
  const words = fold(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...bookmarks];
  return bookmarks.filter((bookmark) => {
    const title = fold(bookmark.title);
    return words.every((word) => title.includes(word));
  });
}
