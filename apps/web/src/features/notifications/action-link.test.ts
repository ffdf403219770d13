import { describe, expect, it } from 'vitest';
import { actionHref } from './action-link';

describe('actionHref', () => {
  it('puts role-free in-app paths under the reader’s dashboard', () => {
    expect(actionHref('approver', '/documents/abc/review')).toBe('/dashboard/approver/documents/abc/review');
    expect(actionHref('admin', '/users')).toBe('/dashboard/admin/users');
  });

  it('keeps dashboard paths and refuses anything that is not an in-app path', () => {
    expect(actionHref('author', '/dashboard/author/workflows')).toBe('/dashboard/author/workflows');
    expect(actionHref('author', '/login')).toBe('/login');
    expect(actionHref('author', 'https://evil.example/x')).toBeNull();
    expect(actionHref('author', '//evil.example/x')).toBeNull();
    expect(actionHref('author', null)).toBeNull();
  });
});
