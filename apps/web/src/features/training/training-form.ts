import type { DocumentTraining, Role, UpdateTrainingRequest } from '@attest/domain';
import { choicesOf, type QuizDraft } from './quiz-editor';

export interface TrainingValues {
  departments: string[];
  roles: Role[];
  userIds: string[];
  dueDays: string;
  quiz: QuizDraft;
  /** Train before effective (issue 18 item 4): the share (percent) that releases it, and whether the target date does. */
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

/** The request, or null when a question is incomplete (a text, two choices, a right answer) or the share is not 1–100. */
export function trainingRequestOf(values: TrainingValues): UpdateTrainingRequest | null {
  const questions = values.quiz.questions.map((q) => ({ text: q.text.trim(), choices: choicesOf(q), correct: [...new Set(q.correct)].sort() }));
  if (questions.some((q) => !q.text || q.choices.length < 2 || q.correct.length === 0)) return null;
  const passMark = Number(values.quiz.passMark);
  if (questions.length > 0 && !isPercent(passMark)) return null;
  const requiredPercent = Number(values.requiredPercent);
  if (values.trainBeforeEffective && !isPercent(requiredPercent)) return null;
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
