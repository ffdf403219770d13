import { PREVIEWABLE_EXTENSIONS } from './documents.ts';

/** How a repository folder may be sorted (here, not with the contracts, so the router's URL parser stays small). */
export const REPOSITORY_SORTS = ['name', 'date', 'size', 'type'] as const;
export type RepositorySort = (typeof REPOSITORY_SORTS)[number];

/**
 * Spec 02 §3 "Repository item": what the Document Repository browser derives from a file's name and folder. Pure,
 * so the server's tree listing and the web's tests agree.
 */


export const REPOSITORY_ITEM_STATUSES = ['draft', 'review', 'approved', 'effective', 'archived'] as const;
export type RepositoryItemStatus = (typeof REPOSITORY_ITEM_STATUSES)[number];

export const COMPLIANCE_LEVELS = ['gxp', 'regulatory', 'non-gxp'] as const;
export type ComplianceLevel = (typeof COMPLIANCE_LEVELS)[number];

/** The words of a name or path: split at anything that is not a letter or digit, lower case. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

export function fileExtensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isPreviewable(extension: string): boolean {
  return (PREVIEWABLE_EXTENSIONS as readonly string[]).includes(extension.toLowerCase());
}

/** "SOP-12 Cleaning v3.docx" → "V03": a V followed by digits, not inside a word, shown as V and two digits. */
export function versionNumberOf(name: string): string | null {
  const match = /(?:^|[^a-z])v(\d{1,4})(?!\d)/i.exec(name);
  return match ? `V${match[1]!.padStart(2, '0')}` : null;
}

const STATUS_WORDS: Record<string, RepositoryItemStatus> = {
  draft: 'draft',
  drafts: 'draft',
  review: 'review',
  reviews: 'review',
  approved: 'approved',
  approval: 'approved',
  effective: 'effective',
  released: 'effective',
  archive: 'archived',
  archived: 'archived',
  obsolete: 'archived',
};

/** The status a folder's words suggest (the deepest folder that names one wins); null when none does. */
export function statusFromPath(path: string): RepositoryItemStatus | null {
  const folders = path.split('/').slice(0, -1).reverse();
  for (const folder of folders) {
    for (const word of wordsOf(folder)) {
      const status = STATUS_WORDS[word];
      if (status) return status;
    }
  }
  return null;
}

const GXP_WORDS = new Set(['gxp', 'gmp', 'glp', 'gcp', 'gdp', 'cgmp', 'validation', 'batch', 'capa', 'deviation']);
const REGULATORY_WORDS = new Set(['regulatory', 'fda', 'ema', 'ich', 'iso', 'cfr', 'submission', 'annex', 'compliance']);

export function complianceLevelOf(name: string): ComplianceLevel {
  const words = wordsOf(name);
  if (words.some((w) => GXP_WORDS.has(w))) return 'gxp';
  if (words.some((w) => REGULATORY_WORDS.has(w))) return 'regulatory';
  return 'non-gxp';
}

const TYPE_WORDS: [RegExp, string][] = [
  [/^sops?$/, 'SOP'],
  [/^(wi|instruction|instructions)$/, 'Work Instruction'],
  [/^(policy|policies)$/, 'Policy'],
  [/^(form|forms)$/, 'Form'],
  [/^(template|templates)$/, 'Template'],
  [/^(protocol|protocols)$/, 'Protocol'],
  [/^(report|reports)$/, 'Report'],
  [/^(manual|manuals|guideline|guidelines)$/, 'Manual'],
  [/^(annex|appendix)$/, 'Annex'],
];

const TYPE_BY_EXTENSION: Record<string, string> = {
  doc: 'Word Document',
  docx: 'Word Document',
  pdf: 'PDF Document',
  md: 'Markdown',
  markdown: 'Markdown',
  txt: 'Text',
  html: 'Web Page',
  htm: 'Web Page',
  json: 'JSON',
};

/** The kind of document the name says it is (SOP, Form, Policy…), else the kind of file. */
export function documentTypeOf(name: string): string {
  for (const word of wordsOf(name)) {
    for (const [pattern, type] of TYPE_WORDS) if (pattern.test(word)) return type;
  }
  return TYPE_BY_EXTENSION[fileExtensionOf(name)] ?? 'File';
}

export interface RepositoryItemDerived {
  fileExtension: string;
  isSupported: boolean;
  documentType: string;
  versionNumber: string | null;
  status: RepositoryItemStatus | null;
  complianceLevel: ComplianceLevel;
}

/** Every derived field of a file at `path` (folders derive nothing from an extension). */
export function deriveRepositoryItem(path: string, type: 'blob' | 'tree'): RepositoryItemDerived {
  const name = path.split('/').pop() ?? path;
  const fileExtension = type === 'blob' ? fileExtensionOf(name) : '';
  return {
    fileExtension,
    isSupported: type === 'blob' && isPreviewable(fileExtension),
    documentType: type === 'blob' ? documentTypeOf(name) : 'Folder',
    versionNumber: versionNumberOf(name),
    status: statusFromPath(path),
    complianceLevel: complianceLevelOf(name),
  };
}

/** A repository path as the browser and the API speak it: relative, '/'-separated, never climbing out. */
export function normalizeRepositoryPath(input: string): string | null {
  const parts = input.replace(/\\/g, '/').split('/').filter((part) => part !== '' && part !== '.');
  if (parts.some((part) => part === '..' || part.includes('\0'))) return null;
  return parts.join('/');
}

/**
 * Whether two repository addresses name the same server (scheme, host and port; the path may differ). A stored
 * token belongs to one server: the server discards it when the address moves elsewhere, and the form says so.
 * Addresses that do not parse are not the same server.
 */
export function sameGitServer(a: string, b: string): boolean {
  try {
    const [x, y] = [new URL(a), new URL(b)];
    return x.protocol === y.protocol && x.hostname === y.hostname && x.port === y.port;
  } catch {
    return false;
  }
}
