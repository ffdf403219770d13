import {
  ACTION_RESULTS,
  AUDIT_GROUP_LABELS,
  DOCUMENT_TYPE_LABELS,
  GREETINGS,
  KEY_PERMISSION_LABELS,
  LEGAL_DISCLAIMER,
  LOGIN_FILTER_LABELS,
  LOGIN_STATUS_LABELS,
  MODULES,
  ROLE_DASHBOARD_MESSAGES,
  ROLE_LABELS,
  MODULE_DEFINITIONS,
  SIGNATURE_MEANING_LABELS,
  STAGES,
  STATUS_LABELS,
  TRANSITIONS,
  VERSION_DISPLAY,
  VERSION_STATUS_LABELS,
  WORKFLOW_ACTIONS,
  type KeyPermissionLabel,
  type Module,
  type Stage,
  type WorkflowAction,
} from '@attest/domain';

const labelsOf = <K extends string>(keys: readonly K[], label: (key: K) => string) =>
  Object.fromEntries(keys.map((key) => [key, label(key)])) as Record<K, string>;

/**
 * The product's shared vocabulary in English, taken from packages/domain so the English words live in one place.
 * Keys are the domain's own codes (statuses, roles, actions…).
 */
const domain = {
  status: STATUS_LABELS,
  role: ROLE_LABELS,
  roleMessage: ROLE_DASHBOARD_MESSAGES,
  documentType: DOCUMENT_TYPE_LABELS,
  action: labelsOf<WorkflowAction>(WORKFLOW_ACTIONS, (action) => TRANSITIONS[action].label),
  actionResult: ACTION_RESULTS,
  // The LMS has no sidebar entry; spec 02 §6 (Role Management) names it so.
  module: labelsOf<Module>(MODULES, (module) => MODULE_DEFINITIONS.find((m) => m.module === module)?.label ?? 'LMS Integration'),
  stage: labelsOf<Stage>(STAGES, (stage) => stage),
  keyPermission: labelsOf<KeyPermissionLabel>(KEY_PERMISSION_LABELS, (label) => label),
  greeting: GREETINGS,
  auditGroup: AUDIT_GROUP_LABELS,
  loginFilter: LOGIN_FILTER_LABELS,
  loginStatus: LOGIN_STATUS_LABELS,
  signatureMeaning: SIGNATURE_MEANING_LABELS,
  legalDisclaimer: LEGAL_DISCLAIMER,
  priority: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
  confidentiality: { public: 'Public', confidential: 'Confidential', restricted: 'Restricted' },
  version: VERSION_DISPLAY,
  versionStatus: { superseded: VERSION_STATUS_LABELS.superseded, withdrawn: VERSION_STATUS_LABELS.withdrawn },
  userStatus: { active: 'Active', inactive: 'Inactive', suspended: 'Suspended' },
};

export default domain;
