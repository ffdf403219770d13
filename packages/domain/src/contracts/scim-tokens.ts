import { z } from 'zod';

/** How long a SCIM token lives when the administrator does not say, and the longest it may. */
export const SCIM_TOKEN_DEFAULT_DAYS = 365;
export const SCIM_TOKEN_MAX_DAYS = 730;

/** A bearer token an identity provider (Okta, Entra ID) provisions users with; only its hash is kept. */
export const ScimToken = z.object({
  id: z.uuid(),
  name: z.string(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ScimToken = z.infer<typeof ScimToken>;

export const ScimTokenListResponse = z.object({ items: z.array(ScimToken) });

export const IssueScimTokenRequest = z
  .object({
    name: z.string().trim().min(1).max(100),
    expiresInDays: z.number().int().min(1).max(SCIM_TOKEN_MAX_DAYS).default(SCIM_TOKEN_DEFAULT_DAYS),
  })
  .strict();
export type IssueScimTokenRequest = z.input<typeof IssueScimTokenRequest>;

/** The token itself is in this answer only: it cannot be shown again. */
export const ScimTokenIssued = z.object({ token: z.string(), scimToken: ScimToken });
export type ScimTokenIssued = z.infer<typeof ScimTokenIssued>;
