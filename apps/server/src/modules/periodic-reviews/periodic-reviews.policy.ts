import type { Role } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';

const MANAGERS: readonly Role[] = ['document_coordinator', 'admin'];

/** Coordinators and administrators name review owners, set lead times and see everyone's review tasks. */
export const canManageReviews = (role: Role): boolean => MANAGERS.includes(role);

/** The owner completes their review; a coordinator or administrator may complete it for them. */
export const canCompleteReview = (viewer: { id: string; role: Role }, ownerId: string): boolean => viewer.id === ownerId || canManageReviews(viewer.role);

export function assertCanManageReviews(role: Role): void {
  if (!canManageReviews(role)) throw new AppError('FORBIDDEN');
}

export function assertCanCompleteReview(viewer: { id: string; role: Role }, ownerId: string): void {
  if (!canCompleteReview(viewer, ownerId)) throw new AppError('REVIEW_NOT_OWNER');
}
