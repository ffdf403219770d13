import type { Role } from '@attest/domain';
import type { SsoSettings } from '../../config.ts';

/** What the provider's ID token says about the person, read defensively (claims are provider-shaped JSON). */
export interface SsoIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean | null;
  name: string | null;
  /** The values of the configured role claim: a string claim is one value, a list many. */
  roleValues: string[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function identityFromClaims(claims: Record<string, unknown>, roleClaim: string): SsoIdentity {
  const rawRoles = claims[roleClaim];
  const roleValues = Array.isArray(rawRoles) ? rawRoles.filter((v): v is string => typeof v === 'string') : typeof rawRoles === 'string' ? [rawRoles] : [];
  return {
    issuer: String(claims.iss),
    subject: String(claims.sub),
    email: text(claims.email)?.toLowerCase() ?? null,
    emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : null,
    name: text(claims.name) ?? ([text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || null),
    roleValues,
  };
}

/** The role the mapping gives: the first configured pair whose value the person has; undefined when none matches. */
export function mappedRole(identity: SsoIdentity, roleMap: SsoSettings['roleMap']): Role | undefined {
  return roleMap.find((pair) => identity.roleValues.includes(pair.value))?.role;
}

/** Whether the address's domain may sign in: any, when no domains are configured. */
export function domainAllowed(email: string, allowedDomains: readonly string[]): boolean {
  if (allowedDomains.length === 0) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return allowedDomains.includes(domain);
}
