import type { PDFDocumentProxy } from 'pdfjs-dist';
import { flattenOutline, type Bookmark, type Destination, type OutlineNode } from './outline';

/** The 1-based page a destination points to, the way pdf.js's link service resolves it; null if nowhere. */
async function pageOf(pdf: PDFDocumentProxy, dest: Destination): Promise<number | null> {
  const explicit = typeof dest === 'string' ? await pdf.getDestination(dest) : dest;
  if (!Array.isArray(explicit)) return null;
  const [target] = explicit as unknown[];
  if (Number.isInteger(target)) return (target as number) + 1;
  if (target && typeof target === 'object') return (await pdf.getPageIndex(target as { num: number; gen: number })) + 1;
  return null;
}

/** The document's own outline as bookmarks with their pages; empty when the file has none. */
export async function readBookmarks(pdf: PDFDocumentProxy): Promise<Bookmark[]> {
  const outline = (await pdf.getOutline()) as OutlineNode[] | null;
  const bookmarks = flattenOutline(outline ?? []);
  return Promise.all(
    bookmarks.map(async (bookmark) => ({ ...bookmark, pageNumber: await pageOf(pdf, bookmark.dest).catch(() => null) })),
  );
}
