import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAX_CONDITIONS, CONDITION_MAX_CHARS } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { FieldError, fieldErrorId } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { fieldText } from '@/i18n/error-text';
import type { ApprovalKind } from './approval-conditions';

interface ApprovalChoiceProps {
  kind: ApprovalKind;
  onKindChange: (kind: ApprovalKind) => void;
  texts: string[];
  onTextsChange: (texts: string[]) => void;
  /** The shared contract's message in English, when the conditions were refused. */
  error: string | null;
}

const ERROR_ID = 'approval-conditions';

/**
 * Approve, or approve with conditions (spec 02 §4): a list of condition inputs. Enter adds the next one, Backspace in an
 * empty one removes it; each has its own remove button.
 */
export function ApprovalChoice({ kind, onKindChange, texts, onTextsChange, error }: ApprovalChoiceProps) {
  const { t } = useTranslation('workflow');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  // The input to focus once the list has re-rendered (after adding, removing, or choosing "with conditions").
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null) return;
    inputs.current[focusAt.current]?.focus();
    focusAt.current = null;
  });
  const setFocusAt = (index: number) => {
    focusAt.current = index;
  };
  // A refused list brings its first input into view: the signing button sits far below it.
  useEffect(() => {
    if (error) inputs.current[0]?.focus();
  }, [error]);

  const insertAfter = (index: number) => {
    if (texts.length >= MAX_CONDITIONS) return;
    onTextsChange([...texts.slice(0, index + 1), '', ...texts.slice(index + 1)]);
    setFocusAt(index + 1);
  };
  const remove = (index: number) => {
    const next = texts.filter((_, i) => i !== index);
    onTextsChange(next.length ? next : ['']);
    setFocusAt(Math.max(0, index - 1));
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      insertAfter(index);
    } else if (event.key === 'Backspace' && texts[index] === '' && texts.length > 1) {
      event.preventDefault();
      remove(index);
    }
  };

  return (
    <div className="grid gap-3 rounded-md border p-3">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('approveChoice.legend')}</legend>
        <RadioGroup
          value={kind}
          onValueChange={(value) => {
            onKindChange(value as ApprovalKind);
            if (value === 'with-conditions') setFocusAt(0);
          }}
          className="grid gap-2"
        >
          {(
            [
              ['plain', t('approveChoice.plain'), t('approveChoice.plainHint')],
              ['with-conditions', t('approveChoice.withConditions'), t('approveChoice.withConditionsHint')],
            ] as const
          ).map(([value, label, hint]) => (
            <div key={value} className="flex items-start gap-2">
              <RadioGroupItem id={`approval-kind-${value}`} value={value} aria-describedby={`approval-kind-${value}-hint`} className="mt-0.5" />
              <div className="grid gap-0.5">
                <Label htmlFor={`approval-kind-${value}`}>{label}</Label>
                <p id={`approval-kind-${value}-hint`} className="text-xs text-muted-foreground">
                  {hint}
                </p>
              </div>
            </div>
          ))}
        </RadioGroup>
      </fieldset>

      {kind === 'with-conditions' && (
        <fieldset className="grid gap-2" aria-describedby={error ? fieldErrorId(ERROR_ID) : undefined}>
          <legend className="mb-1 text-sm font-medium after:ml-0.5 after:text-destructive after:content-['*']">{t('approveChoice.conditionsLabel')}</legend>
          <ol className="grid gap-2">
            {texts.map((text, index) => (
              <li key={index} className="flex items-center gap-2">
                <span className="w-5 shrink-0 text-right text-xs text-muted-foreground tabular-nums" aria-hidden="true">
                  {index + 1}.
                </span>
                <Input
                  ref={(element) => {
                    inputs.current[index] = element;
                  }}
                  aria-label={t('approveChoice.condition', { number: index + 1 })}
                  aria-invalid={error ? true : undefined}
                  value={text}
                  maxLength={CONDITION_MAX_CHARS}
                  placeholder={index === 0 ? t('approveChoice.placeholder') : undefined}
                  onChange={(event) => onTextsChange(texts.map((old, i) => (i === index ? event.target.value : old)))}
                  onKeyDown={onKeyDown(index)}
                />
                <Button type="button" variant="ghost" size="icon" aria-label={t('approveChoice.remove', { number: index + 1 })} onClick={() => remove(index)} disabled={texts.length === 1 && text === ''}>
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => insertAfter(texts.length - 1)} disabled={texts.length >= MAX_CONDITIONS}>
              <Plus aria-hidden="true" />
              {t('approveChoice.add')}
            </Button>
            <span className="text-xs text-muted-foreground">{t('approveChoice.enterHint')}</span>
          </div>
          <FieldError id={ERROR_ID} message={error ? fieldText(error) : null} />
        </fieldset>
      )}
    </div>
  );
}
