import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX_CHARS } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

interface NoteTextFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  placeholder?: string;
  busy: boolean;
  autoFocus?: boolean;
  /** Resolves true once saved: the field is then emptied for the next note. */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
}

/** A note's text: the submit button stays disabled while it is blank or only spaces (spec 02 §8). */
export function NoteTextForm({ label, submitLabel, initial = '', placeholder, busy, autoFocus, onSubmit, onCancel }: NoteTextFormProps) {
  const { t } = useTranslation('viewer');
  const id = useId();
  const [text, setText] = useState(initial);
  const blank = text.trim() === '';
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || busy) return;
        void onSubmit(text.trim()).then((saved) => saved && setText(''));
      }}
      onKeyDown={(event) => {
        // Escape cancels this form only, not the panel or the viewer.
        if (event.key !== 'Escape' || !onCancel) return;
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        maxLength={NOTE_MAX_CHARS}
        // The form opens because the reader asked for it: the text goes straight in.
        autoFocus={autoFocus}
        rows={3}
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            {t('notes.cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={blank} loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
