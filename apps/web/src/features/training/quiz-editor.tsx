import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** A question as edited: the choices as typed, one per line. */
export interface QuestionDraft {
  text: string;
  choices: string;
  correct: number[];
}
export interface QuizDraft {
  questions: QuestionDraft[];
  passMark: string;
}

export const choicesOf = (draft: QuestionDraft) => draft.choices.split('\n').map((c) => c.trim()).filter(Boolean);

interface QuizEditorProps {
  value: QuizDraft;
  onChange: (next: QuizDraft) => void;
  disabled: boolean;
}

/** The author's quiz: questions, their choices, which are right, and the pass mark. No question means no quiz. */
export function QuizEditor({ value, onChange, disabled }: QuizEditorProps) {
  const { t } = useTranslation('training');
  const setQuestion = (index: number, patch: Partial<QuestionDraft>) =>
    onChange({ ...value, questions: value.questions.map((q, i) => (i === index ? { ...q, ...patch } : q)) });
  return (
    <div className="grid gap-4">
      {value.questions.map((question, q) => {
        const choices = choicesOf(question);
        return (
          <fieldset key={q} className="grid gap-2 rounded-md border p-3" disabled={disabled}>
            <div className="flex items-center justify-between gap-2">
              <legend className="text-sm font-medium">{t('quizEditor.question', { number: q + 1 })}</legend>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('quizEditor.remove', { number: q + 1 })}
                onClick={() => onChange({ ...value, questions: value.questions.filter((_, i) => i !== q) })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <Input aria-label={t('quizEditor.question', { number: q + 1 })} value={question.text} onChange={(e) => setQuestion(q, { text: e.target.value })} />
            <Label htmlFor={`quiz-choices-${q}`}>{t('quizEditor.choices')}</Label>
            <Textarea
              id={`quiz-choices-${q}`}
              rows={3}
              value={question.choices}
              onChange={(e) => setQuestion(q, { choices: e.target.value, correct: question.correct.filter((c) => c < choicesOf({ ...question, choices: e.target.value }).length) })}
            />
            {choices.length > 0 && (
              <div className="grid gap-1">
                <span className="text-sm font-medium">{t('quizEditor.correct')}</span>
                {choices.map((choice, c) => (
                  <div key={c} className="flex items-center gap-2">
                    <Checkbox
                      id={`quiz-correct-${q}-${c}`}
                      checked={question.correct.includes(c)}
                      onCheckedChange={(on) => setQuestion(q, { correct: on === true ? [...question.correct, c] : question.correct.filter((x) => x !== c) })}
                    />
                    <Label htmlFor={`quiz-correct-${q}-${c}`} className="font-normal">
                      {choice}
                    </Label>
                  </div>
                ))}
              </div>
            )}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Button type="button" variant="outline" disabled={disabled || value.questions.length >= 20} onClick={() => onChange({ ...value, questions: [...value.questions, { text: '', choices: '', correct: [] }] })}>
          <Plus aria-hidden="true" />
          {t('quizEditor.add')}
        </Button>
        {value.questions.length > 0 && (
          <div className="grid gap-1">
            <Label htmlFor="quiz-pass-mark">{t('quizEditor.passMark')}</Label>
            <Input id="quiz-pass-mark" type="number" min={1} max={100} className="w-28" value={value.passMark} disabled={disabled} onChange={(e) => onChange({ ...value, passMark: e.target.value })} />
          </div>
        )}
      </div>
    </div>
  );
}
