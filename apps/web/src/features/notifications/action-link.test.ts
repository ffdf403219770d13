import { describe, expect, it } from 'vitest';
import { actionHref } from './action-link';

describe('actionHref', () => {
  it('puts role-free in-app paths under the reader’s dashboard', () => {
    expect(actionHref('approver', '/documents/abc/review')).toBe('/dashboard/approver/documents/abc/review');
    expect(actionHref('admin', '/users')).toBe('/dashboard/admin/users');
    expect(actionHref('document_coordinator', '/copies?status=to-recall')).toBe('/dashboard/document_coordinator/copies?status=to-recall');
  });

  it('leaves a copy’s status page outside the dashboard (a QR code opens it after sign-in)', () => {
    expect(actionHref('user', '/copies/6f1c0c54-1f9e-4f7e-b0a5-2a4c1d9e8b10')).toBe('/copies/6f1c0c54-1f9e-4f7e-b0a5-2a4c1d9e8b10');
    expect(actionHref('user', '/signatures/6f1c0c54-1f9e-4f7e-b0a5-2a4c1d9e8b10')).toBe('/signatures/6f1c0c54-1f9e-4f7e-b0a5-2a4c1d9e8b10');
  });

  it('keeps dashboard paths and refuses anything that is not an in-app path', () => {
    expect(actionHref('author', '/dashboard/author/workflows')).toBe('/dashboard/author/workflows');
    expect(actionHref('author', '/login')).toBe('/login');
    expect(actionHref('author', 'https://evil.example/x')).toBeNull();
    expect(actionHref('author', '//evil.example/x')).toBeNull();
    expect(actionHref('author', null)).toBeNull();
  });
});
