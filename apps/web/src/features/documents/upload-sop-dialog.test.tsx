import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, type SessionResponse } from '@attest/domain';
import { fakeApi, findToast, renderApp } from '@/test/render';
import { UploadSopDialog } from './upload-sop-dialog';

const DEPARTMENT = { id: '09e778f0-038d-4bc8-9c1a-3575e04b2977', name: 'Quality Assurance', description: null, isActive: true };
const CATEGORY = {
  id: '0c512997-37d0-4c12-8d72-ce29116c9149',
  name: 'Quality Management',
  description: null,
  retentionDays: 2555,
  requiresApproval: true,
  autoArchive: false,
  isActive: true,
};
const session: SessionResponse = {
  user: {
    id: 'u1',
    name: 'Ada Author',
    email: 'ada@example.com',
    role: 'author',
    status: 'active',
    department: 'Quality Assurance',
    avatarUrl: null,
    employeeId: null,
    designation: null,
  },
  csrfToken: 'csrf-upload',
  expiresAt: '2030-01-01T00:00:00.000Z',
  idleExpiresAt: '2030-01-01T00:00:00.000Z',
  message: 'Welcome back',
};

/** An XMLHttpRequest stand-in answering every upload with one prepared response. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer = { status: 201, body: {} as unknown };
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  headers: Record<string, string> = {};
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = FakeXhr.answer.status;
      this.responseText = JSON.stringify(FakeXhr.answer.body);
      this.onload?.();
    }, 0);
  }
  abort() {
    this.onabort?.();
  }
}

async function renderDialog() {
  const api = fakeApi({
    '/api/auth/session': () => ({ status: 200, json: session }),
    '/api/departments': () => ({ status: 200, json: [DEPARTMENT] }),
    '/api/categories': () => ({ status: 200, json: [CATEGORY] }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // jsdom has no ResizeObserver; Radix's checkbox measures itself with one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  await renderApp(<UploadSopDialog open onOpenChange={() => undefined} />);
  await screen.findByRole('option', { name: 'Quality Assurance' });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillEverything() {
  type('SOP Number', 'SOP-QA-001');
  type('SOP Title', 'Cleaning of Production Equipment');
  type('Description', 'How the line is cleaned');
  type('Department', DEPARTMENT.id);
  type('Category', CATEGORY.id);
  type('Change Reason', 'New procedure');
  type('Effective Date', '2026-02-01');
  type('Review Date', '2027-02-01');
  const file = new File([new Uint8Array(64)], 'procedure.docx');
  fireEvent.change(screen.getByLabelText('SOP file'), { target: { files: [file] } });
}

describe('UploadSopDialog', () => {
  it('shows each problem under its field, focuses the first, and clears an error when its field is edited', async () => {
    await renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Upload SOP' }));

    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining([
        'SOP Number is required',
        'SOP Title is required',
        'Department is required',
        'Category is required',
        'Description is required',
        'Change Reason is required',
        'Effective Date is required',
        'Review Date is required',
        'SOP file is required',
      ]),
    );
    expect(document.activeElement).toBe(field('SOP Number'));
    expect(field('SOP Number').getAttribute('aria-invalid')).toBe('true');

    type('SOP Number', 'SOP-QA-001');
    expect(screen.queryByText('SOP Number is required')).toBeNull();
    expect(screen.getByText('SOP Title is required')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file of the wrong type at once', async () => {
    await renderDialog();
    fireEvent.change(screen.getByLabelText('SOP file'), { target: { files: [new File(['x'], 'notes.txt')] } });
    expect(screen.getByRole('alert').textContent).toBe('Invalid file type: Please upload a .docx, .doc, or .pdf file');
  });

  it('sends metadata and file with the CSRF header, and puts the server field errors back on the fields', async () => {
    await renderDialog();
    await waitFor(() => expect(screen.getByLabelText('SOP Number')).toBeTruthy());
    FakeXhr.answer = {
      status: 409,
      body: {
        error: {
          code: 'DUPLICATE_DOC_NUMBER',
          message: 'A document with this number already exists.',
          fields: { docNumber: 'SOP Number already exists' },
        },
      },
    };
    fillEverything();
    fireEvent.click(screen.getByRole('button', { name: 'Upload SOP' }));

    expect(await findToast('Upload Failed')).toBeTruthy();
    expect(await findToast('A document with this number already exists.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('SOP Number already exists');

    const [request] = FakeXhr.sent;
    expect(request?.url).toBe('/api/documents/upload');
    expect(request?.withCredentials).toBe(true);
    expect(request?.headers[CSRF_HEADER]).toBe('csrf-upload');
    expect(JSON.parse(request?.body?.get('metadata') as string)).toMatchObject({
      docNumber: 'SOP-QA-001',
      departmentId: DEPARTMENT.id,
      categoryId: CATEGORY.id,
      version: '00',
      documentType: 'SOP',
    });
    expect((request?.body?.get('file') as File).name).toBe('procedure.docx');
  });
});
