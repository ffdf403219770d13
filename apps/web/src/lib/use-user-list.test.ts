import { describe, expect, it } from 'vitest';
import { userExportPath, userListParams } from './api/users/api';
import { DEFAULT_USER_LIST, hasUserFilters, sortUsersBy } from './use-user-list';
import { CARD_FILTERS, currentCard } from '@/features/users/user-summary-cards';

describe('user list state', () => {
  it('sorts by name ascending first, flips on the same header, restarts ascending on another', () => {
    const flipped = sortUsersBy({ ...DEFAULT_USER_LIST, page: 3 }, 'name');
    expect(flipped).toMatchObject({ sort: 'name', dir: 'desc', page: 1 });
    expect(sortUsersBy(flipped, 'role')).toMatchObject({ sort: 'role', dir: 'asc' });
  });

  it('does not count the page’s fixed filter as a user filter', () => {
    expect(hasUserFilters({ ...DEFAULT_USER_LIST, passwordSet: 'true' }, { passwordSet: 'true' })).toBe(false);
    expect(hasUserFilters({ ...DEFAULT_USER_LIST, login: 'locked' })).toBe(true);
  });

  it('maps the summary cards to filters and back', () => {
    expect(currentCard({ ...CARD_FILTERS.admins })).toBe('admins');
    expect(currentCard({})).toBe('total');
    expect(currentCard({ status: 'suspended' })).toBeNull();
    expect(currentCard({ status: 'active', q: 'x' })).toBeNull();
  });

  it('exports what is on screen, without paging; the active view only users with a password', () => {
    expect(userListParams({ q: 'ann', role: undefined, page: 2 }).toString()).toBe('q=ann&page=2');
    expect(userExportPath('active', { ...DEFAULT_USER_LIST, login: 'never' })).toBe('/api/users/export.csv?sort=name&dir=asc&login=never&passwordSet=true&view=active');
  });
});
