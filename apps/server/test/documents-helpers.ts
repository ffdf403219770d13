import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Category, Department, DocumentDetail, DocumentListResponse } from '@attest/domain';
import { TestClient } from './harness.ts';
import type { ApiClient } from './api-client.ts';
import { CORPUS } from './corpus.ts';
import { multipart } from '../src/http/multipart-body.ts';

/** Signed-in clients for every demo role. */
export async function signedInClients(app: FastifyInstance) {
  const roles = { admin: 'admin', author: 'author', reviewer: 'reviewer', approver: 'approver', user: 'user', coordinator: 'coordinator' } as const;
  const entries = await Promise.all(
    Object.entries(roles).map(async ([key, local]) => {
      const client = new TestClient(app);
      await client.signIn(`${local}@attest.local`);
      return [key, client] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof roles, TestClient>;
}

export async function referenceIds(client: ApiClient): Promise<{ categories: Category[]; departments: Department[] }> {
  const [categories, departments] = await Promise.all([client.request('GET', '/api/categories'), client.request('GET', '/api/departments')]);
  return { categories: categories.json<Category[]>(), departments: departments.json<Department[]>() };
}

export async function quickCreate(client: ApiClient, ids: { categoryId: string; departmentId: string }, fields: Record<string, unknown> = {}): Promise<DocumentDetail> {
  const response = await client.request('POST', '/api/documents', { title: 'Cleaning of tablet press', ...ids, ...fields });
  if (response.statusCode !== 201) throw new Error(`quick create failed: ${response.body}`);
  return response.json<DocumentDetail>();
}

/**
 * Attaches a file to a draft (Replace File: the next version). A version without a file cannot be submitted, reviewed
 * or released (VERSION_HAS_NO_FILE), so a Quick Create draft that a test takes through the workflow needs one first.
 */
export async function attachFile(client: ApiClient, documentId: string): Promise<DocumentDetail> {
  const current = (await client.request('GET', `/api/documents/${documentId}`)).json<DocumentDetail>();
  const { body, contentType } = multipart({ changeSummary: 'File attached', rowVersion: current.rowVersion }, { name: 'sop.docx', content: await readFile(`${CORPUS}/docx/single-paragraph.docx`) });
  const response = await client.request('POST', `/api/documents/${documentId}/file`, body, { 'content-type': contentType });
  if (response.statusCode !== 200) throw new Error(`attaching a file failed: ${response.body}`);
  return response.json<DocumentDetail>();
}

/** Quick Create with its file attached: a draft ready to be submitted for review. */
export async function quickCreateWithFile(client: ApiClient, ids: { categoryId: string; departmentId: string }, fields: Record<string, unknown> = {}): Promise<DocumentDetail> {
  return attachFile(client, (await quickCreate(client, ids, fields)).id);
}

export async function list(client: ApiClient, query = ''): Promise<DocumentListResponse> {
  const response = await client.request('GET', `/api/documents${query ? `?${query}` : ''}`);
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  return response.json<DocumentListResponse>();
}

export { multipart } from '../src/http/multipart-body.ts';
