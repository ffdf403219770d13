import { z } from 'zod';
import { COMPLIANCE_LEVELS, REPOSITORY_ITEM_STATUSES, REPOSITORY_SORTS } from '../repository-items.ts';
import { UploadDocumentMetadata } from './documents.ts';
import { RepositorySource } from './repository-source.ts';

/** How the token is sent: HTTP basic (user name and token; GitLab, GitHub, Gitea, Azure DevOps) or a bearer token. */
export const REPOSITORY_AUTH_SCHEMES = ['basic', 'bearer'] as const;
export const RepositoryAuthScheme = z.enum(REPOSITORY_AUTH_SCHEMES);

/** A repository connection as any reader sees it: never the token, only whether one is set. */
export const RepositoryConnection = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  branch: z.string(),
  authScheme: RepositoryAuthScheme,
  username: z.string(),
  hasToken: z.boolean(),
  lastFetchedAt: z.iso.datetime().nullable(),
  lastCommitSha: z.string().nullable(),
  lastError: z.string().nullable(),
  rowVersion: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type RepositoryConnection = z.infer<typeof RepositoryConnection>;

const Branch = z
  .string()
  .trim()
  .min(1, 'Branch is required')
  .max(200)
  .regex(/^(?!-)(?!.*\.\.)[A-Za-z0-9._/-]+$/, 'Branch names letters, digits, ".", "_", "-" and "/" only');

export const CreateRepositoryRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  url: z.string().trim().min(1, 'Repository URL is required').max(2000),
  branch: Branch.default('main'),
  authScheme: RepositoryAuthScheme.default('basic'),
  username: z.string().trim().max(200).default('git'),
  /** Optional: a public repository needs none. */
  token: z.string().max(4000).optional(),
});
export type CreateRepositoryRequest = z.input<typeof CreateRepositoryRequest>;

export const UpdateRepositoryRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  url: z.string().trim().min(1, 'Repository URL is required').max(2000),
  branch: Branch,
  authScheme: RepositoryAuthScheme,
  username: z.string().trim().max(200),
  /** Absent: keep the stored token; '' removes it; anything else replaces it. */
  token: z.string().max(4000).optional(),
  rowVersion: z.number().int(),
});
export type UpdateRepositoryRequest = z.input<typeof UpdateRepositoryRequest>;

/** Spec 02 §5 repository diagnostics: four checks in order, stopping at the first failure (the rest are skipped). */
export const REPOSITORY_CHECKS = ['configuration', 'authentication', 'branch', 'file'] as const;
export const RepositoryCheck = z.object({
  name: z.enum(REPOSITORY_CHECKS),
  status: z.enum(['pass', 'fail', 'warn', 'skipped']),
  message: z.string(),
  details: z.string().optional(),
  ms: z.number().nonnegative(),
});
export type RepositoryCheck = z.infer<typeof RepositoryCheck>;

export const TestRepositoryRequest = z.object({
  /** A file to read in the fourth check; the root folder when absent. */
  path: z.string().max(1000).optional(),
});
export const TestRepositoryResponse = z.object({ ok: z.boolean(), checks: z.array(RepositoryCheck) });
export type TestRepositoryResponse = z.infer<typeof TestRepositoryResponse>;

export const RepositoryTreeQuery = z.object({
  path: z.string().max(1000).default(''),
  sort: z.enum(REPOSITORY_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  /** Fetch from the repository first, instead of reading the mirror as last fetched. */
  refresh: z.enum(['true', 'false']).transform((v) => v === 'true').default(false),
});
export type RepositoryTreeQuery = z.input<typeof RepositoryTreeQuery>;

/** Spec 02 §3 Repository item, with a real size and last-modified date (the last commit that touched the path). */
export const RepositoryItem = z.object({
  name: z.string(),
  path: z.string(),
  type: z.enum(['blob', 'tree']),
  /** The Git object id. */
  id: z.string(),
  /** Bytes of a file; null for a folder. */
  size: z.number().int().nullable(),
  lastModified: z.iso.datetime().nullable(),
  lastCommitSha: z.string().nullable(),
  fileExtension: z.string(),
  isSupported: z.boolean(),
  documentType: z.string(),
  versionNumber: z.string().nullable(),
  status: z.enum(REPOSITORY_ITEM_STATUSES).nullable(),
  complianceLevel: z.enum(COMPLIANCE_LEVELS),
});
export type RepositoryItem = z.infer<typeof RepositoryItem>;

export const RepositoryTreeResponse = z.object({
  repository: z.object({ id: z.string(), name: z.string(), url: z.string(), branch: z.string() }),
  commitSha: z.string(),
  fetchedAt: z.iso.datetime(),
  path: z.string(),
  items: z.array(RepositoryItem),
});
export type RepositoryTreeResponse = z.infer<typeof RepositoryTreeResponse>;

/** Import a file as a new draft (the Upload New SOP metadata) or as the next version of a document chosen by number. */
export const ImportRepositoryFileRequest = z.discriminatedUnion('target', [
  z.object({ target: z.literal('new'), path: z.string().min(1, 'File path is required').max(1000), metadata: UploadDocumentMetadata }),
  z.object({
    target: z.literal('version'),
    path: z.string().min(1, 'File path is required').max(1000),
    docNumber: z.string().trim().min(1, 'SOP Number is required').max(60),
    changeSummary: z.string().trim().min(1, 'Change summary is required').max(2000),
  }),
]);
export type ImportRepositoryFileRequest = z.input<typeof ImportRepositoryFileRequest>;


export const ImportRepositoryFileResponse = z.object({ documentId: z.string(), versionId: z.string(), source: RepositorySource });
export type ImportRepositoryFileResponse = z.infer<typeof ImportRepositoryFileResponse>;

/** "Check for updates": the path's blob at the branch's head against the one imported. */
export const RepositoryUpdateCheckResponse = z.object({
  status: z.enum(['up-to-date', 'changed', 'missing']),
  source: RepositorySource,
  headCommitSha: z.string(),
  /** The blob now at the path; null when the file is gone from the branch. */
  currentBlobSha: z.string().nullable(),
});
export type RepositoryUpdateCheckResponse = z.infer<typeof RepositoryUpdateCheckResponse>;
