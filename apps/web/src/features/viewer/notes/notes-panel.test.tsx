import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentNote } from '@attest/domain';
import { fakeApi, findToast, renderApp } from '@/test/render';
import { NotesPanel } from './notes-panel';
import { NotesUiProvider, type NotesUi } from '@/components/notes/notes-ui';

const DOC_ID = '11111111-1111-4111-8111-111111111111';
const VERSION_ID = '22222222-2222-4222-8222-222222222222';
const NOTES = `/api/documents/${DOC_ID}/versions/${VERSION_ID}/notes`;

const note = (n: number, patch: Partial<DocumentNote>): DocumentNote => ({
  id: `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`,
  documentId: DOC_ID,
  versionId: VERSION_ID,
  kind: 'general',
  page: null,
  x: null,
  y: null,
  content: 'Step 4 needs the balance ID.',
  status: 'open',
  author: { id: '33333333-3333-4333-8333-333333333333', name: 'Daniel Okafor', role: 'reviewer' },
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  resolvedBy: null,
  resolvedAt: null,
  editable: false,
  resolvable: false,
  ...patch,
});

const ui = (patch: Partial<NotesUi> = {}): NotesUi => ({
  documentId: DOC_ID,
  versionId: VERSION_ID,
  open: true,
  setOpen: vi.fn(),
  focus: null,
  showNote: vi.fn(),
  forgetFocus: vi.fn(),
  placing: false,
  setPlacing: vi.fn(),
  draft: null,
  place: vi.fn(),
  clearDraft: vi.fn(),
  goToPage: vi.fn(),
  registerPager: vi.fn(),
  ...patch,
});

function serve(items: DocumentNote[]) {
  const api = fakeApi({
    [NOTES]: (body) => (body === undefined ? { status: 200, json: { items } } : { status: 201, json: note(99, { content: 'x' }) }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('the notes panel', () => {
  it('counts the notes and offers each only what the reader may do', async () => {
    serve([
      note(1, { kind: 'sticky', page: 2, x: 0.5, y: 0.25, editable: true, resolvable: true }),
      note(2, { resolvable: true }),
      note(3, { status: 'resolved', resolvedAt: '2026-11-24T11:00:00.000Z' }),
    ]);
    const shared = ui();
    await renderApp(
      <NotesUiProvider value={shared}>
        <NotesPanel onClose={vi.fn()} />
      </NotesUiProvider>,
    );
    expect(await screen.findByText('3 notes')).toBeTruthy();
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('button', { name: 'Edit note 1' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Delete note 1' })).toBeTruthy();
    expect(within(second!).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(second!).getByRole('button', { name: 'Resolve note 2' })).toBeTruthy();
    expect(within(third!).queryAllByRole('button')).toHaveLength(0);
    expect(within(third!).getByText('Resolved')).toBeTruthy();

    fireEvent.click(within(first!).getByRole('button', { name: 'Page 2' }));
    expect(shared.goToPage).toHaveBeenCalledWith(2);
  });

  it('keeps Add Comment disabled while the comment is blank or only spaces', async () => {
    const api = serve([]);
    await renderApp(
      <NotesUiProvider value={ui()}>
        <NotesPanel onClose={vi.fn()} />
      </NotesUiProvider>,
    );
    expect(await screen.findByText('No notes on this version yet.')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add Comment' });
    const field = screen.getByRole('textbox', { name: 'Add a comment' });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: '   \n ' } });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: '  Check the flow rate  ' } });
    expect(add.hasAttribute('disabled')).toBe(false);
    fireEvent.click(add);
    await findToast('Note added');
    expect(api.calls.find((call) => call.body !== undefined)?.body).toEqual({ kind: 'general', content: 'Check the flow rate' });
  });

  it('asks for the text of a sticky note just placed, and sends its point', async () => {
    const api = serve([]);
    const shared = ui({ draft: { page: 1, x: 0.25, y: 0.5 } });
    await renderApp(
      <NotesUiProvider value={shared}>
        <NotesPanel onClose={vi.fn()} />
      </NotesUiProvider>,
    );
    const field = await screen.findByRole('textbox', { name: 'Sticky note on page 1' });
    fireEvent.change(field, { target: { value: 'Torque value?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Sticky Note' }));
    await findToast('Note added');
    expect(api.calls.find((call) => call.body !== undefined)?.body).toEqual({ kind: 'sticky', content: 'Torque value?', page: 1, x: 0.25, y: 0.5 });
    expect(shared.clearDraft).toHaveBeenCalled();
  });
});
