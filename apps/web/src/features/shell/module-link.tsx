import { Link } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import type { Role } from '@attest/domain';

type ModuleLinkProps = Omit<ComponentProps<'a'>, 'href'> & { role: Role; segment: string };

/** A link to /dashboard/{role}/{segment}; the empty segment is the dashboard home. */
export function ModuleLink({ role, segment, ...props }: ModuleLinkProps) {
  // Exact matching keeps the router's own aria-current in line with the sidebar's longest-prefix rule.
  if (!segment) return <Link to="/dashboard/$role" params={{ role }} activeOptions={{ exact: true }} {...props} />;
  return <Link to="/dashboard/$role/$" params={{ role, _splat: segment }} activeOptions={{ exact: true }} {...props} />;
}

export function modulePath(role: Role, segment: string): string {
  return segment ? `/dashboard/${role}/${segment}` : `/dashboard/${role}`;
}
