import type { DocumentTraining, Role, UpdateTrainingRequest } from '@attest/domain';
import { choicesOf, type QuizDraft } from './quiz-editor';

export interface TrainingValues {
  departments: string[];
  roles: Role[];
  userIds: string[];
  dueDays: string;
  quiz: QuizDraft;
  /** Train before effective (FR-TRN-4): the share (percent) that releases it, and whether the target date does. */
  trainBeforeEffective: boolean;
  requiredPercent: string;
  releaseAtTarget: boolean;
}

export const trainingValuesOf = (training: DocumentTraining): TrainingValues => ({
  departments: training.departments,
  roles: training.roles,
  userIds: training.userIds,
  dueDays: training.dueDays === null ? '' : String(training.dueDays),
  quiz: {
    questions: training.quiz?.questions.map((q) => ({ text: q.text, choices: q.choices.join('\n'), correct: q.correct })) ?? [],
    passMark: String(training.quiz?.passMark ?? 80),
  },
  trainBeforeEffective: training.trainBeforeEffective,
  requiredPercent: String(training.requiredPercent),
  releaseAtTarget: training.releaseAtTarget,
});

const isPercent = (n: number) => Number.isInteger(n) && n >= 1 && n <= 100;

const questionsOf = (values: TrainingValues) =>
  values.quiz.questions.map((q) => ({ text: q.text.trim(), choices: choicesOf(q), correct: [...new Set(q.correct)].sort() }));

/** What keeps the form from saving: an incomplete question (a text, two choices, a right answer), a pass mark or share outside 1–100. */
export function trainingFormProblem(values: TrainingValues): 'quiz' | 'passMark' | 'share' | null {
  const questions = questionsOf(values);
  if (questions.some((q) => !q.text || q.choices.length < 2 || q.correct.length === 0)) return 'quiz';
  if (questions.length > 0 && !isPercent(Number(values.quiz.passMark))) return 'passMark';
  if (values.trainBeforeEffective && !isPercent(Number(values.requiredPercent))) return 'share';
  return null;
}

/** The request, or null while trainingFormProblem finds one. */
export function trainingRequestOf(values: TrainingValues): UpdateTrainingRequest | null {
  if (trainingFormProblem(values)) return null;
  const questions = questionsOf(values);
  const passMark = Number(values.quiz.passMark);
  const requiredPercent = Number(values.requiredPercent);
  return {
    departments: values.departments,
    roles: values.roles,
    userIds: values.userIds,
    dueDays: values.dueDays.trim() === '' ? null : Number(values.dueDays),
    quiz: questions.length ? { questions, passMark } : null,
    trainBeforeEffective: values.trainBeforeEffective,
    ...(values.trainBeforeEffective ? { requiredPercent, releaseAtTarget: values.releaseAtTarget } : {}),
  };
}
