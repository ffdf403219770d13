import type { FastifyRequest } from 'fastify';
import type { Role, RouteAccess } from '@attest/domain';
import type { sessions, users } from '../platform/db/schema/index.ts';
import type { AuditActor, RequestOrigin } from '../modules/audit/audit.repo.ts';
import { AppError } from './app-error.ts';

/** Whose view of the records a read or an act takes: the released-view rule and ownership follow from it. */
export interface Viewer {
  id: string;
  role: Role;
}

/** Who acts, from where and when: what a service needs to act for a person and record it. */
export interface ActionContext {
  viewer: Viewer;
  actor: AuditActor;
  origin: RequestOrigin;
  /** The app clock's time of the act (the request's arrival): what its records store. */
  now: Date;
}

/** Who is asking: the live session and its user, as the access check found them (http/access.ts sets it). */
export interface AuthContext {
  session: typeof sessions.$inferSelect;
  user: typeof users.$inferSelect;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route needs: anyone, any signed-in user, or a named permission. Every route under /api must say. */
    access?: RouteAccess;
    /** false for requests that are not the person's doing (the live event stream): they leave the idle timer alone. */
    activity?: boolean;
    /** true for public routes that never need to know who asks (health): no session lookup, no database query. */
    anonymous?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The app clock's time, read once per request: the one "now" of everything the request records. */
    now: Date;
  }
}

export function originOf(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 512) ?? null };
}

/** The signed-in user as recorded on audit events. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const { user } = requireAuth(request);
  return { id: user.id, name: user.name, role: user.role };
}

/** The signed-in context of a route that declared it needs one. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

/** The context a service acts in for the person behind a request. */
export function contextOf(request: FastifyRequest): ActionContext {
  const { user } = requireAuth(request);
  return { viewer: { id: user.id, role: user.role }, actor: auditActorOf(request), origin: originOf(request), now: request.now };
}
