import type { DocumentType } from './documents.ts';

/** Spec 01 §4 Version numbering. Labels are free text on upload; these rules derive the next ones. */
export const UPLOAD_DEFAULT_VERSION = '00';
export const QUICK_CREATE_VERSION = '1.0';
export const DUPLICATE_VERSION = '1.0';
/** An effective SOP is exactly '1'. */
export const SOP_EFFECTIVE_VERSION = '1';
export const UNKNOWN_DOCUMENT_VERSION = '1.0';

const GXP_DRAFT = /^0\.(\d+)$/;
const ZERO = /^0+(\.0+)?$/;

/** SOPs are GxP documents: drafts 0.xx, effective '1'. */
export const isGxpType = (type: DocumentType): boolean => type === 'SOP';

/**
 * The label of the next draft version: a GxP draft adds one to the decimal part (0.01 → 0.02), an effective SOP
 * goes to 0.00, an SOP still at the upload default '00' to 0.01; other labels are major.minor where 0 or 0.0 becomes
 * 1.0 and otherwise the minor part increments.
 */
export function nextVersionLabel(type: DocumentType, current: string | null | undefined): string {
  const label = (current ?? '').trim();
  if (!label) return UNKNOWN_DOCUMENT_VERSION;
  if (isGxpType(type)) {
    if (label === SOP_EFFECTIVE_VERSION) return '0.00';
    // An SOP uploaded as '00' (the upload default) or '0' starts its GxP drafts at 0.01.
    if (/^0+$/.test(label)) return '0.01';
    const draft = GXP_DRAFT.exec(label);
    if (draft?.[1] !== undefined) return `0.${String(Number(draft[1]) + 1).padStart(draft[1].length, '0')}`;
  }
  if (ZERO.test(label)) return '1.0';
  return bumpVersion(label, 'minor');
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

/** How a version is shown: 'GXP v0.03' for SOP drafts, 'Effective v1' for an effective SOP, else 'v1.2'. */
export const VERSION_DISPLAY = { effective: 'Effective v{{label}}', gxp: 'GXP v{{label}}', plain: 'v{{label}}' } as const;
export type VersionDisplayKind = keyof typeof VERSION_DISPLAY;

export function versionDisplayKind(type: DocumentType, label: string): VersionDisplayKind {
  if (isGxpType(type) && label === SOP_EFFECTIVE_VERSION) return 'effective';
  if (isGxpType(type) && GXP_DRAFT.test(label)) return 'gxp';
  return 'plain';
}

export function versionDisplayLabel(type: DocumentType, label: string): string {
  return VERSION_DISPLAY[versionDisplayKind(type, label)].replace('{{label}}', label);
}
