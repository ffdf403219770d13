import type { Quiz, QuizForTrainee } from '@attest/domain';

/** The questions and choices only: the trainee never receives the answers. */
export function quizForTrainee(quiz: Quiz): QuizForTrainee {
  return { passMark: quiz.passMark, questions: quiz.questions.map((q) => ({ text: q.text, choices: q.choices, multiple: q.correct.length > 1 })) };
}

/** A question counts when exactly its correct choices were picked; the score is the share right, in whole percent. */
export function markQuiz(quiz: Quiz, answers: readonly (readonly number[])[]): { score: number; passed: boolean } {
  const same = (a: readonly number[], b: readonly number[]) => {
    const x = [...new Set(a)].sort();
    const y = [...new Set(b)].sort();
    return x.length === y.length && x.every((v, i) => v === y[i]);
  };
  const right = quiz.questions.filter((q, i) => same(q.correct, answers[i] ?? [])).length;
  const score = Math.floor((right * 100) / quiz.questions.length);
  return { score, passed: score >= quiz.passMark };
}
