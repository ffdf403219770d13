import { DOCUMENT_STATUSES, STATUS_LABELS, type DocumentType } from './documents.ts';

/**
 * Version numbering (spec 01 §4, made usable past one release: DESIGN §4.7). An SOP's effective versions are whole
 * numbers counting its releases (1, 2, …); its drafts toward release N+1 are N.01, N.02 … (first drafts 0.01). Other
 * types keep free major.minor labels. Labels are free text on upload; these rules derive the next ones.
 */
export const UPLOAD_DEFAULT_VERSION = '00';
/** Quick Create and Duplicate of a type other than SOP. */
export const QUICK_CREATE_VERSION = '1.0';
export const DUPLICATE_VERSION = '1.0';
/** The first draft of an SOP. */
export const FIRST_GXP_DRAFT = '0.01';
export const UNKNOWN_DOCUMENT_VERSION = '1.0';

const GXP_DRAFT = /^(\d+)\.(\d+)$/;
const WHOLE = /^\d+$/;
const ZERO = /^0+(\.0+)?$/;

/** SOPs are GxP documents: drafts N.xx, effective versions whole numbers. */
export const isGxpType = (type: DocumentType): boolean => type === 'SOP';

/** A released SOP version's label: a whole number from 1. */
const isReleaseNumber = (label: string): boolean => WHOLE.test(label) && Number(label) > 0;

const gxpDraft = (release: number, draft: number): string => `${release}.${String(draft).padStart(2, '0')}`;

/**
 * The label of a document's first version: an SOP starts at 0.01 unless given a draft label of its own (N.xx);
 * other types keep what was given ('00' on upload, '1.0' on Quick Create).
 */
export function firstVersionLabel(type: DocumentType, requested?: string | null): string {
  const label = (requested ?? '').trim();
  if (isGxpType(type)) return GXP_DRAFT.test(label) && !ZERO.test(label) ? label : FIRST_GXP_DRAFT;
  return label || QUICK_CREATE_VERSION;
}

/**
 * The label of the next draft version: an SOP draft adds one to its decimal part (0.01 → 0.02, 1.09 → 1.10), an
 * effective SOP N starts N.01, an SOP at '00' or '0' starts 0.01; other labels are major.minor where 0 or 0.0 becomes
 * 1.0 and otherwise the minor part increments.
 */
export function nextVersionLabel(type: DocumentType, current: string | null | undefined): string {
  const label = (current ?? '').trim();
  if (!label) return isGxpType(type) ? FIRST_GXP_DRAFT : UNKNOWN_DOCUMENT_VERSION;
  if (isGxpType(type)) {
    if (/^0+$/.test(label)) return FIRST_GXP_DRAFT;
    if (isReleaseNumber(label)) return gxpDraft(Number(label), 1);
    const draft = GXP_DRAFT.exec(label);
    if (draft) return gxpDraft(Number(draft[1]), Number(draft[2]) + 1);
  }
  if (ZERO.test(label)) return '1.0';
  return bumpVersion(label, 'minor');
}

/** The label a version takes when it becomes effective: an SOP's is its release count, others keep theirs. */
export function releasedVersionLabel(type: DocumentType, draftLabel: string, releasesBefore: number): string {
  return isGxpType(type) ? String(releasesBefore + 1) : draftLabel;
}

export type VersionBump = 'major' | 'minor' | 'patch';

/** Bumps N.M.P: major N+1.0.0, minor N.M+1.0, patch N.M.P+1 (default minor); unparseable labels restart at 1.0. */
export function bumpVersion(label: string | null | undefined, kind: VersionBump = 'minor'): string {
  const parts = (label ?? '').trim().split('.');
  if (parts.length === 0 || parts.length > 3 || parts.some((p) => !/^\d+$/.test(p))) return UNKNOWN_DOCUMENT_VERSION;
  const [major = 0, minor = 0, patch = 0] = parts.map(Number);
  if (kind === 'major') return `${major + 1}.0.0`;
  if (kind === 'patch') return `${major}.${minor}.${patch + 1}`;
  return parts.length === 3 ? `${major}.${minor + 1}.0` : `${major}.${minor + 1}`;
}

/**
 * A version's own status: the document statuses it passes through, then 'superseded' (replaced by a later effective
 * version), 'withdrawn' (a draft never released when a later version took effect) or 'obsolete' (the document itself
 * was retired while this version was in force).
 */
export const VERSION_STATUSES = [...DOCUMENT_STATUSES, 'superseded', 'withdrawn'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];
export const VERSION_STATUS_LABELS: Record<VersionStatus, string> = { ...STATUS_LABELS, superseded: 'Superseded', withdrawn: 'Withdrawn' };

/** Version statuses that were once in force. */
export const RELEASED_VERSION_STATUSES: readonly VersionStatus[] = ['effective', 'superseded', 'obsolete'];

/** How a version is shown: 'GXP v0.03' for an SOP draft, 'Effective v1' for the SOP version in force, else 'v1.2'. */
export const VERSION_DISPLAY = { effective: 'Effective v{{label}}', gxp: 'GXP v{{label}}', plain: 'v{{label}}' } as const;
export type VersionDisplayKind = keyof typeof VERSION_DISPLAY;

/** Without a status, a whole-number SOP label is taken as the version in force; a superseded or retired one is plain. */
export function versionDisplayKind(type: DocumentType, label: string, status?: VersionStatus): VersionDisplayKind {
  if (!isGxpType(type)) return 'plain';
  if (isReleaseNumber(label)) return status === undefined || status === 'effective' ? 'effective' : 'plain';
  if (GXP_DRAFT.test(label)) return 'gxp';
  return 'plain';
}

export function versionDisplayLabel(type: DocumentType, label: string, status?: VersionStatus): string {
  return VERSION_DISPLAY[versionDisplayKind(type, label, status)].replace('{{label}}', label);
}

/** One version as the relabelling of existing data sees it (revision order). */
export interface LabelledVersion {
  id: string;
  label: string;
  status: VersionStatus;
  /** Whether it was ever made effective (it has an effective record). */
  released: boolean;
}

export interface VersionRelabel {
  id: string;
  old: { label: string; status: VersionStatus };
  new: { label: string; status: VersionStatus };
}

/**
 * Brings one document's versions (in revision order) under the rules above: released SOP versions numbered 1, 2, …
 * and their drafts N.01, N.02 …; a replaced release 'superseded' (the last one stays as it is: effective, or obsolete
 * when the document was retired); a draft followed by a later release 'withdrawn'. Returns only what changes.
 */
export function relabelVersions(type: DocumentType, versions: readonly LabelledVersion[]): VersionRelabel[] {
  const lastRelease = versions.reduce((last, v, i) => (v.released ? i : last), -1);
  let releases = 0;
  let drafts = 0;
  const changes: VersionRelabel[] = [];
  versions.forEach((v, i) => {
    let label = v.label;
    let status = v.status;
    if (v.released) {
      releases += 1;
      drafts = 0;
      if (isGxpType(type)) label = String(releases);
      if (i < lastRelease) status = 'superseded';
    } else {
      drafts += 1;
      if (isGxpType(type)) label = gxpDraft(releases, drafts);
      if (i < lastRelease) status = 'withdrawn';
    }
    if (label !== v.label || status !== v.status) changes.push({ id: v.id, old: { label: v.label, status: v.status }, new: { label, status } });
  });
  return changes;
}
