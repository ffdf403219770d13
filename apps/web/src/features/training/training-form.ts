import type { DocumentTraining, Role, UpdateTrainingRequest } from '@attest/domain';
import { choicesOf, type QuizDraft } from './quiz-editor';

export interface TrainingValues {
  departments: string[];
  roles: Role[];
  userIds: string[];
  dueDays: string;
  quiz: QuizDraft;
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
});

/** The request, or null when a question is incomplete (a text, two choices, a right answer). */
export function trainingRequestOf(values: TrainingValues): UpdateTrainingRequest | null {
  const questions = values.quiz.questions.map((q) => ({ text: q.text.trim(), choices: choicesOf(q), correct: [...new Set(q.correct)].sort() }));
  if (questions.some((q) => !q.text || q.choices.length < 2 || q.correct.length === 0)) return null;
  const passMark = Number(values.quiz.passMark);
  if (questions.length > 0 && !(Number.isInteger(passMark) && passMark >= 1 && passMark <= 100)) return null;
  return {
    departments: values.departments,
    roles: values.roles,
    userIds: values.userIds,
    dueDays: values.dueDays.trim() === '' ? null : Number(values.dueDays),
    quiz: questions.length ? { questions, passMark } : null,
  };
}
