import { createEventBus } from '../../platform/events/event-bus.ts';

/**
 * What training announces, in the transaction that records it, so integrations (the LMS) follow without training
 * importing them. Subscribers are registered where the app is composed (http/app.ts).
 */
export interface TrainingEvents {
  /** Open assignments were made (a version came into force, or its audience grew). */
  'assignments-made': { assignmentIds: string[]; at: Date };
  /** The trainee first opened the version of their open assignment. */
  'training-opened': { assignmentId: string; at: Date };
  /** A quiz attempt was marked and kept. */
  'quiz-attempted': { attemptId: string; assignmentId: string; passed: boolean; at: Date };
  /** Read and understood was signed: the assignment is completed. */
  'training-completed': { assignmentId: string; at: Date };
  /** Open assignments passed their due date (each announced once, when the daily reminder first finds it overdue). */
  'training-overdue': { assignmentIds: string[]; at: Date };
}

export const trainingEvents = createEventBus<TrainingEvents>();
