import { describe, expect, it, vi } from 'vitest';
import type { DocumentSummary } from '@attest/domain';
import { QUICK_DEFAULTS, checkUpdate } from './quick-form';
import { resolveOriginal } from './original-lookup';

const values = { ...QUICK_DEFAULTS, title: 'Gowning', categoryId: '11111111-1111-4111-8111-111111111111', departmentId: '22222222-2222-4222-8222-222222222222' };

describe('Edit SOP language and original', () => {
  it('sends the language in canonical form and the original only when it changed', () => {
    const checked = checkUpdate({ ...values, language: 'de-ch' }, 3);
    expect(checked.ok && checked.body).toMatchObject({ language: 'de-CH', rowVersion: 3 });
    expect(checked.ok && 'translationOf' in checked.body && checked.body.translationOf !== undefined).toBe(false);
    const linked = checkUpdate(values, 3, '33333333-3333-4333-8333-333333333333');
    expect(linked.ok && linked.body.translationOf).toBe('33333333-3333-4333-8333-333333333333');
  });

  it('refuses a malformed language code with the field message', () => {
    const checked = checkUpdate({ ...values, language: 'not a language!' }, 3);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors.language).toBe('Enter a language code such as en, de or pt-BR');
  });

  it('finds the original by its exact number among the documents the editor may see', async () => {
    const ref = { id: 'r', name: 'Quality' };
    const item = (id: string, docNumber: string): DocumentSummary => ({
      id, docNumber, title: 'Gowning', documentType: 'SOP', category: ref, department: ref, status: 'draft', priority: 'medium', version: '1.0',
      author: ref, isLocked: false, hasFile: false, createdAt: '2026-11-24T10:00:00.000Z', updatedAt: '2026-11-24T10:00:00.000Z',
    });
    const response = { items: [item('a', 'SOP-10'), item('b', 'SOP-1')], total: 2, totalCapped: false, page: 1, pageSize: 25 };
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      asked.push(input);
      return new Response(JSON.stringify(response), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    expect(await resolveOriginal('SOP-1', '')).toEqual({ kind: 'set', id: 'b' });
    expect(await resolveOriginal('sop-1', 'SOP-1')).toEqual({ kind: 'set', id: 'b' });
    expect(await resolveOriginal(' SOP-1 ', 'SOP-1')).toEqual({ kind: 'unchanged' });
    expect(await resolveOriginal('', 'SOP-1')).toEqual({ kind: 'set', id: null });
    expect(await resolveOriginal('SOP-2', '')).toEqual({ kind: 'not-found' });
    expect(asked[0]).toContain('q=SOP-1');
  });
});
