import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RepositoryConnection } from '@attest/domain';
import { renderApp } from '@/test/render';
import { ConnectionFormDialog } from './connection-form-dialog';

const connection: RepositoryConnection = {
  id: 'c1',
  name: 'QA SOPs',
  url: 'https://git.example.com/qa/sops.git',
  branch: 'main',
  authScheme: 'basic',
  username: 'git',
  hasToken: true,
  lastFetchedAt: null,
  lastCommitSha: null,
  lastError: null,
  rowVersion: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The connection endpoints, keeping each request's method and body. */
function stubApi() {
  const sent: { method: string; path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      sent.push({ method: init?.method ?? 'GET', path, body });
      return new Response(JSON.stringify({ ...connection, ...body, hasToken: body.token === undefined ? connection.hasToken : body.token !== '' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('repository connection form', () => {
  it('never shows the stored token; leaving the field empty keeps it, and the change carries the row version', async () => {
    const sent = stubApi();
    const onClose = vi.fn();
    await renderApp(<ConnectionFormDialog editing={connection} onClose={onClose} />);
    const token = screen.getByLabelText<HTMLInputElement>('Access token');
    expect(token.type).toBe('password');
    expect(token.value).toBe('');
    expect(token.placeholder).toBe('Token set');
    fireEvent.change(screen.getByLabelText('Branch'), { target: { value: 'release' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/repositories/c1', body: { branch: 'release', rowVersion: 3 } });
    expect(sent[0]!.body).not.toHaveProperty('token');
  });

  it('says the stored token stays behind when the address moves to another server, and not for another path on the same one', async () => {
    stubApi();
    await renderApp(<ConnectionFormDialog editing={connection} onClose={() => undefined} />);
    const url = screen.getByLabelText(/Repository URL/);
    fireEvent.change(url, { target: { value: 'https://git.example.com/qa/other.git' } });
    expect(screen.queryByText(/the stored token will not be sent there/)).toBeNull();
    fireEvent.change(url, { target: { value: 'https://attacker.example.net/qa/sops.git' } });
    expect(screen.getByText(/the stored token will not be sent there/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Access token'), { target: { value: 'glpat-for-the-new-server' } });
    expect(screen.queryByText(/the stored token will not be sent there/)).toBeNull();
  });

  it('removes the stored token only when asked, and replaces it with a typed one', async () => {
    const sent = stubApi();
    await renderApp(<ConnectionFormDialog editing={connection} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remove the stored token' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.token).toBe('');

    fireEvent.change(screen.getByLabelText('Access token'), { target: { value: 'glpat-new' } });
    expect(screen.queryByRole('checkbox', { name: 'Remove the stored token' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body.token).toBe('glpat-new');
  });

  it('shows the contract messages for a new connection without name or URL, and sends nothing', async () => {
    const sent = stubApi();
    await renderApp(<ConnectionFormDialog editing="new" onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Repository URL is required')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
