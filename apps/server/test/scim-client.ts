import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ScimTokenIssued } from '@attest/domain';
import type { TestClient } from './harness.ts';

export const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

export interface ScimUser {
  id: string;
  userName: string;
  externalId?: string;
  active: boolean;
  name: { formatted: string; givenName: string; familyName: string };
  emails: { value: string; primary: boolean }[];
  groups: { value: string; display: string }[];
}
export interface ScimList<T> {
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  Resources: T[];
}
export interface ScimGroup {
  id: string;
  displayName: string;
  members?: { value: string; display: string }[];
}

/** An identity provider's SCIM client: bearer token, application/scim+json, the calls Okta and Entra ID make. */
export class ScimClient {
  constructor(
    private readonly app: FastifyInstance,
    public token: string,
  ) {}

  call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method,
      url: `/scim/v2${path}`,
      headers: { authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }), ...headers },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  }

  async ok<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown, status = 200): Promise<T> {
    const response = await this.call(method, path, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
    return response.json<T>();
  }

  patch(path: string, operations: unknown[]): Promise<LightMyRequestResponse> {
    return this.call('PATCH', path, { schemas: [PATCH_OP], Operations: operations });
  }
}

/** A SCIM error answer: its status, SCIM's error schema and (when given) its scimType. */
export function expectScimError(response: LightMyRequestResponse, status: number, scimType?: string): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ schemas: string[]; status: string; scimType?: string; detail: string }>();
  expect(body.schemas).toEqual([SCIM_ERROR]);
  expect(body.status).toBe(String(status));
  expect(body.scimType).toBe(scimType);
  expect(body.detail).toBeTruthy();
}

/** An administrator issues a token through the admin API. */
export async function issueScimToken(admin: TestClient, name: string, expiresInDays?: number): Promise<ScimTokenIssued> {
  const response = await admin.request('POST', '/api/integrations/scim-tokens', { name, ...(expiresInDays ? { expiresInDays } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ScimTokenIssued>();
}
