import { describe, expect, it } from 'vitest';
import { trainingFormProblem, trainingRequestOf, type TrainingValues } from './training-form';

const base: TrainingValues = { departments: ['Production'], roles: ['user'], userIds: [], dueDays: '', quiz: { questions: [], passMark: '80' }, trainBeforeEffective: false, requiredPercent: '100', releaseAtTarget: false };

describe('the training audience form', () => {
  it('sends the site default as null and no quiz without questions', () => {
    expect(trainingRequestOf(base)).toEqual({ departments: ['Production'], roles: ['user'], userIds: [], dueDays: null, quiz: null, trainBeforeEffective: false });
    expect(trainingRequestOf({ ...base, dueDays: '7' })?.dueDays).toBe(7);
  });

  it('turns one choice per line into choices and refuses an incomplete question', () => {
    const quiz = { questions: [{ text: ' Which? ', choices: 'a\n\n b \nc', correct: [2, 0] }], passMark: '50' };
    expect(trainingRequestOf({ ...base, quiz })?.quiz).toEqual({ passMark: 50, questions: [{ text: 'Which?', choices: ['a', 'b', 'c'], correct: [0, 2] }] });
    expect(trainingRequestOf({ ...base, quiz: { ...quiz, questions: [{ text: 'Q', choices: 'only one', correct: [0] }] } })).toBeNull();
    expect(trainingRequestOf({ ...base, quiz: { ...quiz, questions: [{ text: 'Q', choices: 'a\nb', correct: [] }] } })).toBeNull();
    expect(trainingRequestOf({ ...base, quiz: { ...quiz, passMark: '0' } })).toBeNull();
    expect(trainingFormProblem({ ...base, quiz: { ...quiz, passMark: '0' } })).toBe('passMark');
    expect(trainingFormProblem({ ...base, quiz: { ...quiz, questions: [{ text: 'Q', choices: 'a\nb', correct: [] }] } })).toBe('quiz');
  });

  it('sends the share and the target-date rule only when trained before effective, and refuses a share outside 1–100', () => {
    const gated = { ...base, trainBeforeEffective: true, requiredPercent: '80', releaseAtTarget: true };
    expect(trainingRequestOf(gated)).toMatchObject({ trainBeforeEffective: true, requiredPercent: 80, releaseAtTarget: true });
    expect(trainingRequestOf({ ...gated, requiredPercent: '0' })).toBeNull();
    expect(trainingFormProblem({ ...gated, requiredPercent: '0' })).toBe('share');
    expect(trainingRequestOf({ ...gated, requiredPercent: '101' })).toBeNull();
    expect(trainingRequestOf({ ...base, requiredPercent: '0' })).not.toHaveProperty('requiredPercent');
  });
});
