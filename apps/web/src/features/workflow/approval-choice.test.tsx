import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@attest/domain';
import { applyLanguage } from '@/i18n/language';
import { renderApp } from '@/test/render';
import { ApprovalChoice } from './approval-choice';
import type { ApprovalKind } from './approval-conditions';

function Harness({ error = null }: { error?: string | null }) {
  const [kind, setKind] = useState<ApprovalKind>('plain');
  const [texts, setTexts] = useState<string[]>(['']);
  return <ApprovalChoice kind={kind} onKindChange={setKind} texts={texts} onTextsChange={setTexts} error={error} />;
}

const condition = (n: number) => screen.queryByRole<HTMLInputElement>('textbox', { name: `Condition ${n}` });

afterEach(async () => {
  await applyLanguage('en');
});

describe('approve, or approve with conditions', () => {
  it('shows the condition inputs only with conditions; Enter adds the next, Backspace in an empty one removes it', async () => {
    await renderApp(<Harness />);
    expect(condition(1)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Approve with conditions' }));
    expect(document.activeElement).toBe(condition(1));
    fireEvent.change(condition(1)!, { target: { value: 'Train the operators' } });
    fireEvent.keyDown(condition(1)!, { key: 'Enter' });
    expect(document.activeElement).toBe(condition(2));
    fireEvent.keyDown(condition(2)!, { key: 'Backspace' });
    expect(condition(2)).toBeNull();
    expect(document.activeElement).toBe(condition(1));
    expect(condition(1)!.value).toBe('Train the operators');
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    fireEvent.change(condition(2)!, { target: { value: 'Update F-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    expect(condition(1)!.value).toBe('Update F-12');
    expect(condition(2)).toBeNull();
  });

  it('says in the reader’s language why the list was refused', async () => {
    await applyLanguage('de');
    await renderApp(<Harness error={FIELD_MESSAGES.conditionsRequired} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Unter Auflagen genehmigen' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Geben Sie mindestens eine Auflage ein oder genehmigen Sie ohne Auflagen.');
    expect(screen.getByRole('textbox', { name: 'Auflage 1' }).getAttribute('aria-invalid')).toBe('true');
  });
});
