import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { SignatureInput } from './workflow.ts';

/** Training: who must read and understand a document, their assignments, the optional quiz and the matrix. */

export const TRAINING_STATUSES = ['assigned', 'completed', 'overdue'] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];

export const QuizQuestion = z.object({
  text: z.string().trim().min(1).max(500),
  choices: z.array(z.string().trim().min(1).max(200)).min(2).max(6),
  /** Indexes into choices; every one must be picked, and only those, for the question to count. */
  correct: z.array(z.number().int().min(0).max(5)).min(1).max(6),
});
export type QuizQuestion = z.infer<typeof QuizQuestion>;

export const Quiz = z
  .object({
    questions: z.array(QuizQuestion).min(1).max(20),
    /** Share of questions answered right, in percent, needed to pass. */
    passMark: z.number().int().min(1).max(100),
  })
  .refine((quiz) => quiz.questions.every((q) => q.correct.every((i) => i < q.choices.length)), { message: 'A correct answer must be one of the choices.', path: ['questions'] });
export type Quiz = z.infer<typeof Quiz>;

/** What the trainee sees of a quiz: the questions and choices, never the answers. */
export const QuizForTrainee = z.object({
  questions: z.array(z.object({ text: z.string(), choices: z.array(z.string()), multiple: z.boolean() })),
  passMark: z.number().int(),
});
export type QuizForTrainee = z.infer<typeof QuizForTrainee>;

export const TrainingAudience = z.object({
  departments: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  roles: z.array(z.enum(ROLES)).max(ROLES.length).default([]),
  userIds: z.array(z.uuid()).max(500).default([]),
});

export const UpdateTrainingRequest = TrainingAudience.extend({
  /** Days from the effective date to the due date; null uses TRAINING_DUE_DAYS. */
  dueDays: z.number().int().min(1).max(365).nullable().default(null),
  quiz: Quiz.nullable().default(null),
  /** Train before effective (FR-TRN-4): Make Effective waits for the audience's training. Unchanged when left out. */
  trainBeforeEffective: z.boolean().optional(),
  /** The share of the audience (percent) whose completed training releases the version. Unchanged when left out. */
  requiredPercent: z.number().int().min(1).max(100).optional(),
  /** Whether the target date alone releases the version, trained or not. Unchanged when left out. */
  releaseAtTarget: z.boolean().optional(),
});
export type UpdateTrainingRequest = z.input<typeof UpdateTrainingRequest>;

export const MyTrainingAssignment = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  docNumber: z.string(),
  title: z.string(),
  versionId: z.uuid(),
  versionLabel: z.string(),
  dueDate: z.iso.date(),
  status: z.enum(TRAINING_STATUSES),
  completedAt: z.iso.datetime().nullable(),
});
export type MyTrainingAssignment = z.infer<typeof MyTrainingAssignment>;

export const DocumentTraining = z.object({
  documentId: z.uuid(),
  trainingRequired: z.boolean(),
  departments: z.array(z.string()),
  roles: z.array(z.enum(ROLES)),
  userIds: z.array(z.uuid()),
  dueDays: z.number().int().nullable(),
  /** The due days that apply: the document's own or TRAINING_DUE_DAYS. */
  effectiveDueDays: z.number().int(),
  /** Active people the audience names today; 0 is warned about at approval. */
  audienceSize: z.number().int(),
  trainBeforeEffective: z.boolean(),
  requiredPercent: z.number().int(),
  releaseAtTarget: z.boolean(),
  /** While a version waits in 'approved-training': its target date and how many of its audience have trained. */
  waiting: z.object({ targetDate: z.iso.date(), assigned: z.number().int(), completed: z.number().int() }).nullable(),
  /** The full quiz for those who may edit the training, the questions only for everyone else. */
  quiz: Quiz.nullable(),
  quizForTrainee: QuizForTrainee.nullable(),
  canEdit: z.boolean(),
  /** The caller's assignment on the version in force, if any. */
  mine: z
    .object({
      assignment: MyTrainingAssignment,
      quizPassed: z.boolean(),
      attempts: z.number().int(),
    })
    .nullable(),
});
export type DocumentTraining = z.infer<typeof DocumentTraining>;

export const QuizAttemptRequest = z.object({
  /** One list of chosen choice indexes per question, in order. */
  answers: z.array(z.array(z.number().int().min(0).max(5)).max(6)).min(1).max(20),
});
export const QuizAttemptResult = z.object({ score: z.number().int(), passed: z.boolean(), passMark: z.number().int(), attempts: z.number().int() });
export type QuizAttemptResult = z.infer<typeof QuizAttemptResult>;

export const CompleteTrainingRequest = z.object({
  /** The signature dialog's optional comment, kept on the audit event. */
  comment: z.string().trim().max(2000).optional(),
  signature: SignatureInput.refine((s) => s.meaning === 'read-and-understood', { message: 'Training is signed with the meaning "read and understood".', path: ['meaning'] }),
});

export const TrainingMatrixQuery = z.object({
  department: z.string().trim().min(1).max(100).optional(),
  role: z.enum(ROLES).optional(),
  documentId: z.uuid().optional(),
});
export type TrainingMatrixQuery = z.infer<typeof TrainingMatrixQuery>;

export const TrainingMatrixCell = z.object({
  status: z.enum(TRAINING_STATUSES),
  dueDate: z.iso.date(),
  completedAt: z.iso.datetime().nullable(),
});
export type TrainingMatrixCell = z.infer<typeof TrainingMatrixCell>;

export const TrainingMatrix = z.object({
  documents: z.array(z.object({ id: z.uuid(), docNumber: z.string(), title: z.string(), versionLabel: z.string() })),
  people: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      department: z.string().nullable(),
      role: z.enum(ROLES),
      /** By document id; a document the person is not assigned has no cell. */
      cells: z.record(z.string(), TrainingMatrixCell),
    }),
  ),
  totals: z.object({ assigned: z.number().int(), completed: z.number().int(), overdue: z.number().int() }),
});
export type TrainingMatrix = z.infer<typeof TrainingMatrix>;
