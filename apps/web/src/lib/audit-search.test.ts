import { describe, expect, it } from 'vitest';
import { activeAuditCard, AUDIT_CARD_FILTERS, clearAuditFilters, withAuditFilters, type AuditSearch } from './audit-search';

describe('the Audit screen cards as filters', () => {
  const select = (search: AuditSearch, card: keyof typeof AUDIT_CARD_FILTERS) => withAuditFilters(clearAuditFilters(search), AUDIT_CARD_FILTERS[card]);

  it('puts each card’s filter in the URL in place of the others, keeping the view', () => {
    const search: AuditSearch = { action: 'print', user: '7d6f0f5e-2c1b-4f4e-9a43-0d1c2b3a4f5e', sort: 'action', dir: 'asc', page: 3 };
    expect(select(search, 'securityEvents')).toEqual({ group: 'security', sort: 'action', dir: 'asc' });
    expect(select(search, 'documentEvents')).toEqual({ entityType: 'document', sort: 'action', dir: 'asc' });
    expect(select(search, 'last24Hours')).toEqual({ last: '24h', sort: 'action', dir: 'asc' });
    expect(select(search, 'total')).toEqual({ sort: 'action', dir: 'asc' });
  });

  it('shows a card pressed only while its filter alone is applied', () => {
    expect(activeAuditCard({})).toBe('total');
    expect(activeAuditCard({ group: 'security' })).toBe('securityEvents');
    expect(activeAuditCard({ entityType: 'document' })).toBe('documentEvents');
    expect(activeAuditCard({ last: '24h', sort: 'user' })).toBe('last24Hours');
    expect(activeAuditCard({ group: 'security', action: 'update' })).toBeNull();
    expect(activeAuditCard({ group: 'update' })).toBeNull();
  });
});
