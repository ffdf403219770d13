import { describe, expect, it } from 'vitest';
import type { RepositoryItem } from '@attest/domain';
import { RepositoryBrowserSearch, breadcrumbOf, folderOf, isImportable, shareLink, visibleItems } from './repository-search';

const item = (path: string, type: 'blob' | 'tree', extra: Partial<RepositoryItem> = {}): RepositoryItem => ({
  name: path.split('/').pop() ?? path,
  path,
  type,
  id: path,
  size: type === 'blob' ? 10 : null,
  lastModified: null,
  lastCommitSha: null,
  fileExtension: type === 'blob' ? (path.split('.').pop() ?? '') : '',
  isSupported: type === 'blob',
  documentType: type === 'blob' ? 'SOP' : 'Folder',
  versionNumber: null,
  status: null,
  complianceLevel: 'non-gxp',
  ...extra,
});

describe('the Document Repository URL and its helpers', () => {
  it('keeps what the URL says and drops a bad sort, direction or layout', () => {
    expect(RepositoryBrowserSearch.parse({ repo: 'c1', path: 'QA/Effective', sort: 'size', dir: 'desc', view: 'list', q: 2024 })).toEqual({
      repo: 'c1',
      path: 'QA/Effective',
      sort: 'size',
      dir: 'desc',
      view: 'list',
      q: '2024',
    });
    expect(RepositoryBrowserSearch.parse({ sort: 'colour', dir: 'up', view: 'tiles' })).toEqual({});
  });

  it('breaks a folder path into breadcrumbs that each open their folder', () => {
    expect(breadcrumbOf('QA/Effective/2024')).toEqual([
      { name: 'QA', path: 'QA' },
      { name: 'Effective', path: 'QA/Effective' },
      { name: '2024', path: 'QA/Effective/2024' },
    ]);
    expect(breadcrumbOf('')).toEqual([]);
    expect(breadcrumbOf('../etc')).toEqual([]);
  });

  it('searches name, type, version, status and compliance level, and splits folders from documents', () => {
    const items = [
      item('Effective', 'tree'),
      item('Cleaning v3.docx', 'blob', { versionNumber: 'V03' }),
      item('Batch record.pdf', 'blob', { complianceLevel: 'gxp', documentType: 'PDF Document' }),
    ];
    expect(visibleItems(items, '').folders.map((i) => i.name)).toEqual(['Effective']);
    expect(visibleItems(items, '').files.map((i) => i.name)).toEqual(['Cleaning v3.docx', 'Batch record.pdf']);
    expect(visibleItems(items, 'v03').files.map((i) => i.name)).toEqual(['Cleaning v3.docx']);
    expect(visibleItems(items, 'GXP').files.map((i) => i.name)).toEqual(['Batch record.pdf']);
    expect(visibleItems(items, 'effective').folders.map((i) => i.name)).toEqual(['Effective']);
    expect(visibleItems(items, 'nothing like it')).toEqual({ folders: [], files: [] });
  });

  it('shares a link to the file preselected in its folder', () => {
    const link = new URL(shareLink('https://attest.example', 'author', 'c1', 'QA/Effective/SOP 1.docx'));
    expect(link.pathname).toBe('/dashboard/author/repositories');
    expect(Object.fromEntries(link.searchParams)).toEqual({ repo: 'c1', path: 'QA/Effective', file: 'QA/Effective/SOP 1.docx' });
    expect(folderOf('top.docx')).toBe('');
  });

  it('imports Word and PDF files only', () => {
    expect(isImportable(item('a.docx', 'blob'))).toBe(true);
    expect(isImportable(item('a.pdf', 'blob'))).toBe(true);
    expect(isImportable(item('a.md', 'blob'))).toBe(false);
    expect(isImportable(item('docs', 'tree'))).toBe(false);
  });
});
