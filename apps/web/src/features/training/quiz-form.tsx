import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizAttemptResult, QuizForTrainee } from '@attest/domain';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { errorText } from '@/i18n/error-text';
import { useQuizAttempt } from '@/lib/api/training/queries';

/** The trainee's quiz: one box per choice (several when the question has several right answers); each submission is an attempt. */
export function QuizForm({ documentId, quiz, attempts }: { documentId: string; quiz: QuizForTrainee; attempts: number }) {
  const { t } = useTranslation('training');
  const attempt = useQuizAttempt(documentId);
  const [answers, setAnswers] = useState<number[][]>(() => quiz.questions.map(() => []));
  const [result, setResult] = useState<QuizAttemptResult | null>(null);
  const [missing, setMissing] = useState(false);
  const pick = (question: number, choice: number, on: boolean, multiple: boolean) =>
    setAnswers((previous) =>
      previous.map((chosen, i) => (i !== question ? chosen : multiple ? (on ? [...chosen, choice] : chosen.filter((c) => c !== choice)) : on ? [choice] : [])),
    );
  const submit = () => {
    if (answers.some((chosen) => chosen.length === 0)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    attempt.mutate(answers, { onSuccess: setResult });
  };

  return (
    <form
      className="grid gap-4"
      aria-label={t('quiz.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm text-muted-foreground">{t('quiz.description', { passMark: quiz.passMark })}</p>
      {quiz.questions.map((question, q) => (
        <fieldset key={q} className="grid gap-2">
          <legend className="text-sm font-medium">
            {t('quiz.question', { number: q + 1 })}: {question.text}
          </legend>
          {question.multiple && <p className="text-xs text-muted-foreground">{t('quiz.multiple')}</p>}
          {question.choices.map((choice, c) => {
            const id = `quiz-${q}-${c}`;
            return (
              <div key={c} className="flex items-center gap-2">
                <Checkbox id={id} checked={answers[q]?.includes(c) ?? false} onCheckedChange={(on) => pick(q, c, on === true, question.multiple)} />
                <Label htmlFor={id} className="font-normal">
                  {choice}
                </Label>
              </div>
            );
          })}
        </fieldset>
      ))}
      {missing && (
        <p role="alert" className="text-sm text-destructive">
          {t('quiz.answerAll')}
        </p>
      )}
      {attempt.isError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{errorText(attempt.error, t('quiz.answerAll'))}</AlertDescription>
        </Alert>
      )}
      {result && (
        <p role="status" className={result.passed ? 'text-sm text-green-700 dark:text-green-400' : 'text-sm text-destructive'}>
          {result.passed ? t('quiz.passed', { score: result.score }) : t('quiz.failed', { score: result.score, passMark: result.passMark })}
        </p>
      )}
      <div className="grid gap-1">
        <Button type="submit" variant="outline" className="w-full" loading={attempt.isPending}>
          {t('quiz.submit')}
        </Button>
        <span className="text-xs text-muted-foreground">{t('quiz.attempts', { count: result?.attempts ?? attempts })}</span>
      </div>
    </form>
  );
}
