import { describe, expect, it } from 'vitest';
import type { CurrentUser, Role } from '@attest/domain';
import { accessDecision, moduleOfPath } from './access-decision';

const userWithRole = (role: Role): CurrentUser => ({
  id: 'u1',
  name: 'Test User',
  email: 'test@example.com',
  role,
  status: 'active',
  department: null,
  avatarUrl: null,
  employeeId: null,
  designation: null,
});

const signedIn = (role: Role) => ({ loading: false as const, user: userWithRole(role) });

describe('accessDecision', () => {
  it('waits while the session is still loading', () => {
    expect(accessDecision({ loading: true }, '/dashboard/admin')).toEqual({ kind: 'checking' });
  });

  it('sends signed-out visitors to /login', () => {
    expect(accessDecision({ loading: false, user: null }, '/dashboard/admin')).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('denies a role segment that is not exactly the user’s role, with no hierarchy [REQ:FR-ROLE-3]', () => {
    expect(accessDecision(signedIn('user'), '/dashboard/admin')).toEqual({ kind: 'redirect', to: '/unauthorized' });
    expect(accessDecision(signedIn('admin'), '/dashboard/user')).toEqual({ kind: 'redirect', to: '/unauthorized' });
    expect(accessDecision(signedIn('document_coordinator'), '/dashboard/document-coordinator')).toEqual({
      kind: 'redirect',
      to: '/unauthorized',
    });
  });

  it('sends a path written without its role segment to the same page under the user’s role', () => {
    expect(accessDecision(signedIn('author'), '/dashboard/documents')).toEqual({ kind: 'redirect', href: '/dashboard/author/documents' });
    expect(accessDecision(signedIn('admin'), '/dashboard/audit')).toEqual({ kind: 'redirect', href: '/dashboard/admin/audit' });
    expect(accessDecision(signedIn('user'), '/dashboard/documents/abc/view')).toEqual({ kind: 'redirect', href: '/dashboard/user/documents/abc/view' });
    // Under the role, the module check then applies as usual.
    expect(accessDecision(signedIn('user'), '/dashboard/user/audit')).toEqual({ kind: 'redirect', to: '/unauthorized' });
  });

  it('denies a module the role may not use', () => {
    expect(accessDecision(signedIn('user'), '/dashboard/user/users')).toEqual({
      kind: 'redirect',
      to: '/unauthorized',
    });
    expect(accessDecision(signedIn('author'), '/dashboard/author/system')).toEqual({
      kind: 'redirect',
      to: '/unauthorized',
    });
    expect(accessDecision(signedIn('user'), '/dashboard/user/audit/42')).toEqual({
      kind: 'redirect',
      to: '/unauthorized',
    });
    // The Document Repository is for the roles that may import (create-sops).
    expect(accessDecision(signedIn('reviewer'), '/dashboard/reviewer/repositories')).toEqual({ kind: 'redirect', to: '/unauthorized' });
    expect(accessDecision(signedIn('author'), '/dashboard/author/repositories').kind).toBe('allow');
  });

  it('allows the user’s own dashboard and permitted modules', () => {
    const coordinator = signedIn('document_coordinator');
    expect(accessDecision(coordinator, '/dashboard/document_coordinator')).toEqual({
      kind: 'allow',
      user: coordinator.user,
    });
    expect(accessDecision(coordinator, '/dashboard/document_coordinator/users/all').kind).toBe('allow');
    expect(accessDecision(signedIn('user'), '/dashboard/user/documents/abc').kind).toBe('allow');
    expect(accessDecision(signedIn('admin'), '/dashboard/admin/system').kind).toBe('allow');
  });
});

describe('moduleOfPath', () => {
  it('maps module segments and treats other pages as the dashboard', () => {
    expect(moduleOfPath('/dashboard/admin')).toBe('dashboard');
    expect(moduleOfPath('/dashboard/admin/workflows')).toBe('workflows');
    expect(moduleOfPath('/dashboard/admin/profile')).toBe('dashboard');
    expect(moduleOfPath('/dashboard/admin/notifications')).toBe('dashboard');
    // The Training screen is module lms; My Training is everyone's.
    expect(moduleOfPath('/dashboard/admin/training')).toBe('lms');
    expect(moduleOfPath('/dashboard/user/my-training')).toBe('dashboard');
    expect(accessDecision(signedIn('user'), '/dashboard/user/training')).toEqual({ kind: 'redirect', to: '/unauthorized' });
    expect(accessDecision(signedIn('document_coordinator'), '/dashboard/document_coordinator/training').kind).toBe('allow');
  });
});
