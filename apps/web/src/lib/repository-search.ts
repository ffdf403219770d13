import { z } from 'zod';
import { REPOSITORY_SORTS, UPLOAD_EXTENSIONS, normalizeRepositoryPath, type RepositoryItem } from '@attest/domain';

// The router parses each search value as JSON first, so `?q=2024` arrives as a number.
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);
const text = (max: number) => z.preprocess(asText, z.string().max(max)).optional().catch(undefined);

/**
 * The Document Repository URL: the connection, the folder, a preselected file (the "Document Context View" of a
 * shared link), the search text, the sort and its direction, and grid or list. Everything lives in the URL, so a
 * copied link opens the same view; a bad value falls back to the default.
 */
export const RepositoryBrowserSearch = z.object({
  repo: text(100),
  path: text(1000),
  file: text(1000),
  q: text(200),
  sort: z.enum(REPOSITORY_SORTS).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
  view: z.enum(['grid', 'list']).optional().catch(undefined),
});
export type RepositoryBrowserSearch = z.infer<typeof RepositoryBrowserSearch>;

export interface Crumb {
  name: string;
  path: string;
}

/** The breadcrumb of a folder path: each folder with the path that opens it (the root is the caller's). */
export function breadcrumbOf(path: string): Crumb[] {
  const parts = (normalizeRepositoryPath(path) ?? '').split('/').filter(Boolean);
  return parts.map((name, index) => ({ name, path: parts.slice(0, index + 1).join('/') }));
}

/** The folder a file lives in ('' for the root). */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/**
 * The folder's entries matching the search text (name, type or version anywhere, status or compliance level from
 * their start; any case),
 * split into the folder section and the document section; the server's order is kept.
 */
export function visibleItems(items: readonly RepositoryItem[], query: string | undefined) {
  const needle = (query ?? '').trim().toLowerCase();
  // Status and compliance level are codes: they match from their start ("gxp" is not "non-gxp").
  const matches = needle
    ? items.filter(
        (item) =>
          [item.name, item.documentType, item.versionNumber].some((field) => field?.toLowerCase().includes(needle)) ||
          [item.status, item.complianceLevel].some((code) => code?.startsWith(needle)),
      )
    : [...items];
  return { folders: matches.filter((item) => item.type === 'tree'), files: matches.filter((item) => item.type === 'blob') };
}


/** The files the import accepts: the upload pipeline's types. */
export const isImportable = (item: Pick<RepositoryItem, 'fileExtension' | 'type'>) =>
  item.type === 'blob' && (UPLOAD_EXTENSIONS as readonly string[]).includes(`.${item.fileExtension}`);

/** The link Share copies: this screen at the file's folder with the file preselected. */
export function shareLink(origin: string, role: string, repo: string, filePath: string): string {
  const params = new URLSearchParams({ repo, path: folderOf(filePath), file: filePath });
  return `${origin}/dashboard/${encodeURIComponent(role)}/repositories?${params.toString()}`;
}
