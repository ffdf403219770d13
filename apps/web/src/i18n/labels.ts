import type { AuditGroup, DocumentStatus, DocumentType, KeyPermissionLabel, LoginFilter, LoginStatus, Module, PartOfDay, Priority, Confidentiality, Role, SignatureMeaning, Stage, WorkflowAction, ManagedUserStatus } from '@attest/domain';
import { versionDisplayKind, type VersionStatus } from '@attest/domain';
import { i18n } from './index';

/**
 * The domain's vocabulary in the reader's language. Plain functions, usable outside components: the whole tree is
 * drawn again when the language changes (LanguageBoundary), so a label never stays in the old language.
 */
export const statusLabel = (status: DocumentStatus) => i18n.t(`domain:status.${status}`);
export const roleLabel = (role: Role) => i18n.t(`domain:role.${role}`);
export const roleMessage = (role: Role) => i18n.t(`domain:roleMessage.${role}`);
export const documentTypeLabel = (type: DocumentType) => i18n.t(`domain:documentType.${type}`);
export const actionLabel = (action: WorkflowAction) => i18n.t(`domain:action.${action}`);
export const moduleLabel = (module: Module) => i18n.t(`domain:module.${module}`);
export const stageLabel = (stage: Stage) => i18n.t(`domain:stage.${stage}`);
export const keyPermissionLabel = (label: KeyPermissionLabel) => i18n.t(`domain:keyPermission.${label}`);
export const greetingLabel = (part: PartOfDay) => i18n.t(`domain:greeting.${part}`);
export const auditGroupLabel = (group: AuditGroup) => i18n.t(`domain:auditGroup.${group}`);
export const loginFilterLabel = (filter: LoginFilter) => i18n.t(`domain:loginFilter.${filter}`);
export const loginStatusLabel = (status: LoginStatus) => i18n.t(`domain:loginStatus.${status}`);
export const signatureMeaningLabel = (meaning: SignatureMeaning) => i18n.t(`domain:signatureMeaning.${meaning}`);
export const priorityLabel = (priority: Priority) => i18n.t(`domain:priority.${priority}`);
export const confidentialityLabel = (level: Confidentiality) => i18n.t(`domain:confidentiality.${level}`);
export const userStatusLabel = (status: ManagedUserStatus) => i18n.t(`domain:userStatus.${status}`);
export const legalDisclaimer = () => i18n.t('domain:legalDisclaimer');
/** 'GXP v0.03', 'Effective v1' or 'v1.2', in the reader's language; with its status, a superseded SOP version is 'v1'. */
export const versionLabel = (type: DocumentType, label: string, status?: VersionStatus) =>
  i18n.t(`domain:version.${versionDisplayKind(type, label, status)}`, { label });
/** A version's own status: a document status, or Superseded / Withdrawn. */
export const versionStatusLabel = (status: VersionStatus) =>
  status === 'superseded' || status === 'withdrawn' ? i18n.t(`domain:versionStatus.${status}`) : statusLabel(status);
