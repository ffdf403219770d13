import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RepositoryConnection, RepositoryItem, RepositoryTreeResponse } from '@attest/domain';
import { renderApp } from '@/test/render';
import { RepositoryBrowser } from './repository-browser';
import type { RepositoryBrowserSearch } from '@/lib/repository-search';

const connection: RepositoryConnection = {
  id: 'c1',
  name: 'QA SOPs',
  url: 'https://git.example.com/qa/sops.git',
  branch: 'main',
  authScheme: 'basic',
  username: 'git',
  hasToken: true,
  lastFetchedAt: null,
  lastCommitSha: null,
  lastError: null,
  rowVersion: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const entry = (name: string, type: 'blob' | 'tree', extra: Partial<RepositoryItem> = {}): RepositoryItem => ({
  name,
  path: name,
  type,
  id: `${name}-id`,
  size: type === 'blob' ? 1536 : null,
  lastModified: '2026-03-04T10:00:00.000Z',
  lastCommitSha: 'c'.repeat(40),
  fileExtension: type === 'blob' ? (name.split('.').pop() ?? '') : '',
  isSupported: type === 'blob',
  documentType: type === 'blob' ? 'SOP' : 'Folder',
  versionNumber: null,
  status: null,
  complianceLevel: 'non-gxp',
  ...extra,
});

const ROOT = [
  entry('Effective', 'tree'),
  entry('GMP Cleaning SOP v3.docx', 'blob', { versionNumber: 'V03', complianceLevel: 'gxp', size: 2048 }),
  entry('Canteen menu.pdf', 'blob', { documentType: 'PDF Document', size: 10 }),
];

const tree = (items: RepositoryItem[], path = ''): RepositoryTreeResponse => ({
  repository: { id: 'c1', name: 'QA SOPs', url: connection.url, branch: 'main' },
  commitSha: 'a'.repeat(40),
  fetchedAt: '2026-03-05T10:00:00.000Z',
  path,
  items,
});

type Answer = { status: number; json: unknown };

/** The tree endpoint answered by `answer` (given the query); every request's query is kept. */
function stubTree(answer: (query: URLSearchParams) => Answer) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (!url.pathname.endsWith('/tree')) return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found.' } }), { status: 404 });
      queries.push(url.searchParams);
      const { status, json } = answer(url.searchParams);
      return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  // jsdom has no ResizeObserver; Radix's checkbox and radio group measure themselves with one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return queries;
}

/** The browser with its URL search held in state, as the route holds it. */
function Harness({ initial }: { initial: RepositoryBrowserSearch }) {
  const [search, setSearch] = useState(initial);
  return <RepositoryBrowser connection={connection} role="author" search={search} onSearch={(patch) => setSearch((s) => ({ ...s, ...patch }))} />;
}

const fileNames = () => screen.getAllByTestId('repository-file').map((row) => within(row).getAllByText(/\.(docx|pdf)$/)[0]?.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('Document Repository browser', () => {
  it('shows folders and documents with their derived fields, real size and last-modified date', async () => {
    stubTree(() => ({ status: 200, json: tree(ROOT) }));
    await renderApp(<Harness initial={{}} />);
    expect(await screen.findByRole('button', { name: 'Open folder Effective' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Folders (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Documents (2)' })).toBeTruthy();
    const sop = screen.getAllByTestId('repository-file')[0]!;
    expect(within(sop).getByText('V03')).toBeTruthy();
    expect(within(sop).getByText('GxP')).toBeTruthy();
    expect(sop.textContent).toContain('2.0 KB');
    expect(sop.textContent).toContain('SOP');
    expect(screen.getAllByTestId('repository-file')[1]!.textContent).toContain('PDF Document');

    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    const table = screen.getAllByRole('table')[1]!;
    expect(within(table).getByRole('columnheader', { name: 'Size' })).toBeTruthy();
    expect(within(table).getByText('Non-GxP')).toBeTruthy();
  });

  it('asks the server for the chosen sort and direction and shows the order it answers', async () => {
    const queries = stubTree((query) => {
      const bySize = query.get('sort') === 'size';
      const items = bySize ? [ROOT[0]!, ROOT[2]!, ROOT[1]!] : ROOT;
      return { status: 200, json: tree(query.get('direction') === 'desc' ? [...items].reverse() : items) };
    });
    await renderApp(<Harness initial={{}} />);
    await screen.findByRole('button', { name: 'Open folder Effective' });
    expect(fileNames()).toEqual(['GMP Cleaning SOP v3.docx', 'Canteen menu.pdf']);

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'size' } });
    await waitFor(() => expect(fileNames()).toEqual(['Canteen menu.pdf', 'GMP Cleaning SOP v3.docx']));
    expect(queries.at(-1)?.get('sort')).toBe('size');

    fireEvent.click(screen.getByRole('button', { name: 'Sort direction: Ascending' }));
    await waitFor(() => expect(queries.at(-1)?.get('direction')).toBe('desc'));
    await waitFor(() => expect(fileNames()).toEqual(['GMP Cleaning SOP v3.docx', 'Canteen menu.pdf']));
    expect(screen.getByRole('button', { name: 'Sort direction: Descending' })).toBeTruthy();
  });

  it('says No Documents Found for a search that matches nothing, and Clear Search brings the folder back', async () => {
    stubTree(() => ({ status: 200, json: tree(ROOT) }));
    await renderApp(<Harness initial={{}} />);
    await screen.findByRole('button', { name: 'Open folder Effective' });
    fireEvent.change(screen.getByLabelText('Search this folder'), { target: { value: 'deviation' } });
    expect(await screen.findByRole('heading', { name: 'No Documents Found' })).toBeTruthy();
    expect(screen.getByText('Nothing in this folder matches "deviation".')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(await screen.findByRole('button', { name: 'Open folder Effective' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Search this folder').value).toBe('');
  });

  it('Fetch latest asks the server to fetch from the repository first and shows the new commit', async () => {
    const queries = stubTree((query) => ({ status: 200, json: { ...tree(ROOT), commitSha: (query.get('refresh') === 'true' ? 'b' : 'a').repeat(40) } }));
    await renderApp(<Harness initial={{}} />);
    expect((await screen.findByTestId('repository-commit')).textContent).toContain('aaaaaaaaaaaa');
    fireEvent.click(screen.getByRole('button', { name: 'Fetch latest' }));
    await waitFor(() => expect(screen.getByTestId('repository-commit').textContent).toContain('bbbbbbbbbbbb'));
    expect(queries.at(-1)?.get('refresh')).toBe('true');
  });

  it('says an empty folder is empty, without Clear Search', async () => {
    stubTree(() => ({ status: 200, json: tree([]) }));
    await renderApp(<Harness initial={{}} />);
    expect(await screen.findByText('This folder is empty.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear Search' })).toBeNull();
  });

  it('shows the Repository Access Error with the reason, and Retry asks again', async () => {
    let calls = 0;
    stubTree(() => {
      calls += 1;
      return calls === 1
        ? { status: 502, json: { error: { code: 'REPOSITORY_ACCESS_ERROR', message: 'Repository Access Error: could not connect to git.example.com.' } } }
        : { status: 200, json: tree(ROOT) };
    });
    await renderApp(<Harness initial={{}} />);
    const card = await screen.findByRole('alert');
    expect(within(card).getByText('Repository Access Error')).toBeTruthy();
    expect(within(card).getByText('Repository Access Error: could not connect to git.example.com.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Open folder Effective' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('opens a folder through the breadcrumb path and comes back through the root crumb', async () => {
    const queries = stubTree((query) =>
      query.get('path') === 'Effective'
        ? { status: 200, json: tree([{ ...entry('SOP-1.docx', 'blob'), path: 'Effective/SOP-1.docx', status: 'effective' }], 'Effective') }
        : { status: 200, json: tree(ROOT) },
    );
    await renderApp(<Harness initial={{}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open folder Effective' }));
    expect(await screen.findByText('SOP-1.docx')).toBeTruthy();
    expect(queries.at(-1)?.get('path')).toBe('Effective');
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getByText('Effective').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Effective', { selector: '[data-testid="repository-file"] *' })).toBeTruthy();
    fireEvent.click(within(crumbs).getByRole('button', { name: 'QA SOPs' }));
    expect(await screen.findByRole('button', { name: 'Open folder Effective' })).toBeTruthy();
  });

  it('highlights a shared file in the Document Context View, and offers Download (zip) and Import for a selection', async () => {
    stubTree(() => ({ status: 200, json: tree(ROOT) }));
    await renderApp(<Harness initial={{ file: 'Canteen menu.pdf' }} />);
    expect(await screen.findByText('Document Context View')).toBeTruthy();
    expect(screen.getAllByTestId('repository-file')[1]!.getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select GMP Cleaning SOP v3.docx' }));
    const selection = screen.getByRole('region', { name: 'Selected documents' });
    expect(within(selection).getByText('Selected: 1')).toBeTruthy();
    expect(within(selection).getByRole('button', { name: 'Download (zip)' })).toBeTruthy();
    fireEvent.click(within(selection).getByRole('button', { name: 'Import selected' }));
    expect(await screen.findByRole('dialog', { name: 'Import from the repository' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('SOP Title').value).toBe('GMP Cleaning SOP v3');
  });
});
