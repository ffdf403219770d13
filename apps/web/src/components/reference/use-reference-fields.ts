import { useState } from 'react';
import { fieldText } from '@/i18n/error-text';

/** What the form values of every reference kind have. */
interface CommonInput {
  name: string;
  description?: string | null;
  isActive?: boolean;
}

type Issue = { path: readonly PropertyKey[]; message: string };
type Parsed<Output> = { success: true; data: Output } | { success: false; error: { issues: readonly Issue[] } };

/**
 * The name, description and active flag every reference form has, and the form's errors (`OwnField` names the
 * kind's own fields that can have one). Typing a name clears its error.
 */
export function useReferenceFields<OwnField extends string = never>(initial: CommonInput | undefined) {
  type Field = 'name' | 'description' | OwnField;
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [isActive, setIsActive] = useState(initial?.isActive ?? true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  /**
   * Saves what the contract accepted, or shows the first problem of each field (the contract's message in the
   * reader's language); `fixedMessages` replace zod's wording for the fields where it would mean nothing to a user.
   */
  const submit = <Output>(
    parsed: Parsed<Output>,
    onSave: (output: Output) => void,
    fixedMessages: Partial<Record<Field, string>> = {},
  ) => {
    if (parsed.success) {
      onSave(parsed.data);
      return;
    }
    const messages: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as Field;
      messages[field] ??= fixedMessages[field] ?? fieldText(issue.message);
    }
    setErrors(messages);
  };

  return {
    name,
    description,
    isActive,
    errors,
    clearError,
    submit,
    changeName: (value: string) => {
      setName(value);
      clearError('name');
    },
    setDescription,
    setIsActive,
    /** The common part of the input, as the contract takes it: a blank description is none. */
    input: { name, description: description.trim() || null, isActive },
  };
}
