import { describe, expect, it } from 'vitest';
import { markQuiz, quizForTrainee } from './training-quiz.ts';

const quiz = {
  passMark: 60,
  questions: [
    { text: 'Q1', choices: ['a', 'b', 'c'], correct: [1] },
    { text: 'Q2', choices: ['a', 'b', 'c'], correct: [0, 2] },
    { text: 'Q3', choices: ['yes', 'no'], correct: [0] },
  ],
};

describe('marking a quiz', () => {
  it('counts a question only when exactly its correct choices are picked, in any order', () => {
    expect(markQuiz(quiz, [[1], [2, 0], [0]])).toEqual({ score: 100, passed: true });
    expect(markQuiz(quiz, [[1], [0], [0]])).toEqual({ score: 66, passed: true });
    expect(markQuiz(quiz, [[1], [0, 1, 2], [1]])).toEqual({ score: 33, passed: false });
    expect(markQuiz(quiz, [[0]])).toEqual({ score: 0, passed: false });
  });

  it('shows the trainee the questions without the answers', () => {
    const shown = quizForTrainee(quiz);
    expect(JSON.stringify(shown)).not.toContain('correct');
    expect(shown.questions.map((q) => q.multiple)).toEqual([false, true, false]);
  });
});
