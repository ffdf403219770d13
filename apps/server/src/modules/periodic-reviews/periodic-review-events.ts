import { createEventBus } from '../../platform/events/event-bus.ts';

/**
 * What periodic reviews announce, in the transaction that records it, so integrations follow without this module
 * importing them. Subscribers are registered where the app is composed (http/app.ts).
 */
export interface PeriodicReviewEvents {
  /** Review tasks were opened: their window started (or a review was started early). */
  'reviews-due': { reviews: { reviewId: string; documentId: string; dueDate: string }[]; at: Date };
}

export const periodicReviewEvents = createEventBus<PeriodicReviewEvents>();
