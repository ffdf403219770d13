import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { ROLES } from './roles.ts';
import { USER_STATUSES } from './user-statuses.ts';

/**
 * Every field message the shared contracts and the server's `fields` maps give, in English, once. The web
 * translates them by key (its `validation` namespace is this object), finding the key from the English text.
 */
export const FIELD_MESSAGES = {
  // Sign-in, password setup and e-mail fields.
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  credentialsRequired: 'Please enter email and password',
  setupCodeRequired: 'Please enter the setup code from your administrator',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: 'Password must be at most 256 characters long',
  // Profile.
  nameRequired: 'Name is required',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordMismatch: 'New password and confirm password do not match.',
  // User administration.
  requiredFields: 'Please fill in all required fields.',
  roleOrStatus: 'Give either a role or a status.',
  emailInUse: 'E-mail already in use',
  employeeIdInUse: 'Employee ID already in use',
  // Bulk user upload rows (the CSV's column names stay as they are).
  uploadNameRequired: 'employee_name is required',
  uploadEmailRequired: 'email_id is required',
  uploadEmailInvalid: 'email_id is not a valid e-mail address',
  uploadRoleInvalid: `role must be one of ${ROLES.join(', ')}`,
  uploadStatusInvalid: `status must be one of ${USER_STATUSES.join(', ')}`,
  uploadHireDateInvalid: 'hire_date must be a date like 2024-01-31',
  // Documents: quick create, upload, archive, file replacement.
  quickCreateRequired: 'Validation Error: Please fill in all required fields including department.',
  docNumberRequired: 'SOP Number is required',
  titleRequired: 'SOP Title is required',
  departmentRequired: 'Department is required',
  categoryRequired: 'Category is required',
  descriptionRequired: 'Description is required',
  changeReasonRequired: 'Change Reason is required',
  effectiveDateRequired: 'Effective Date is required',
  reviewDateRequired: 'Review Date is required',
  reasonRequired: 'A reason is required',
  changeSummaryRequired: 'A change summary is required',
  languageInvalid: 'Enter a language code such as en, de or pt-BR',
  // Departments and categories.
  departmentNameRequired: 'Department name is required',
  categoryNameRequired: 'Category name is required',
  nameInUse: 'Name already in use',
  // Workflow actions and comments.
  commentRequiredForAction: 'Comment is required for this action',
  commentRequired: 'Please provide a comment.',
  reviewersInvalid: 'Choose active users of the role',
  approverRequired: 'Choose at least one approver',
  assessmentNotesRequired: 'Assessment notes are required',
  assessmentNotesTooShort: 'Assessment notes must be at least 10 characters long',
  assessmentChangeReasonRequired: 'Change reason is required when requesting changes',
  releaseEffectiveDateRequired: 'Effective date is required',
  effectiveDateInPast: 'Effective date cannot be in the past',
  reviewPeriodTooShort: 'Review period must be at least 1 month',
  reviewPeriodInvalid: 'Review period must be 6, 12, 18, 24 or 36 months',
  // Conditional approval.
  conditionsRequired: 'Enter at least one condition, or approve without conditions.',
  conditionTooLong: 'A condition holds at most 2000 characters.',
  conditionsTooMany: 'An approval holds at most 20 conditions.',
  conditionResponseRequired: 'Describe how the condition was met.',
  // Electronic signatures.
  signingPasswordRequired: 'Please enter your password to continue.',
  signatureRequired: 'Please provide your signature before proceeding.',
  signatureImageTooLarge: 'Please upload an image smaller than 1MB.',
  consentRequired: 'Please acknowledge the legal disclaimer to proceed.',
  // Signature configuration (FR-SIG-3).
  signatureTypesRequired: 'Allow at least one kind of signature mark.',
  signatureFormatsRequired: 'Allow at least one image format.',
  signatureMaxImageBytesRange: 'The largest image is between 16 KB and 1 MB (1048576 bytes).',
  signatureAttemptsRange: 'Signing attempts are a whole number between 1 and 10.',
  signatureAuthenticationMinutesRange: 'A signing authentication lasts a whole number of minutes between 1 and 30.',
  onBehalfReasonRequired: 'Give the reason for acting on behalf of the assignee.',
  signatureLockMinutesRange: 'Signing stays locked a whole number of minutes between 1 and 1440.',
  settingsReasonRequired: 'Please give the reason for this change.',
  // System preferences.
  preferenceSessionIdleRange: 'The idle timeout is a whole number of minutes between 1 and 1440 (24 hours).',
  preferenceSessionMaxRange: 'A session lasts a whole number of hours between 1 and 24.',
  preferenceLockoutAttemptsRange: 'Failed sign-ins before a lockout are a whole number between 1 and 100.',
  preferenceLockoutMinutesRange: 'A lockout lasts a whole number of minutes between 1 and 1440 (24 hours).',
  preferencePasswordMinLengthRange: 'The minimum password length is a whole number between 8 and 128.',
  preferenceUploadMaxRange: 'The largest upload is a whole number of MB between 1 and 500.',
  preferenceMaintenanceMessageTooLong: 'The maintenance message is at most 500 characters long.',
  preferenceBackupScheduleInvalid: 'The backup schedule is a 5-field cron expression, e.g. "0 2 * * *", or "off".',
  preferenceRenditionConcurrencyRange: 'Conversions at once are a whole number between 1 and 32.',
  preferenceSiteTimezoneInvalid: 'The site time zone is an IANA time zone, e.g. "Europe/Berlin" or "UTC".',
  preferenceAuditReviewPeriodRange: 'The audit-trail review period is a whole number of months between 1 and 12.',
  preferenceWorkingHoursRange: 'Working hours start at a whole hour from 0 to 23 and end at a later whole hour, up to 24.',
  preferencePinned: 'This preference is pinned by the server environment and cannot be changed here.',
  passwordTooCommon: 'This password is too common: it appears in lists of leaked passwords. Please choose another one.',
  secondFactorCodeRequired: 'Please enter the code from your authenticator app or a recovery code.',
  passwordBelowSiteMinimum: 'This password is shorter than the minimum length your administrator set.',
  // Why a password is too easy to guess (zxcvbn's reason, FR-AUTH-5).
  passwordWeakPersonal: "Built from your name, e-mail or the product's name.",
  passwordWeak: 'It uses repeats, sequences, dates or common words.',
  passwordIsDemo: 'This is the demo password.',
  // Version revert.
  revertFieldsRequired: 'Please fill in all required fields for version revert.',
  // Printing copies (spec 01 §5 Print).
  printPurposeRequired: 'Please provide a purpose for printing.',
  copiesOutOfRange: 'Please choose between 1 and 10 copies.',
  copyHolderRequired: 'A controlled copy needs a holder: pick a user, or give a name and a location.',
  copyLocationRequired: 'Please give the location where the holder keeps the copy.',
  reconcileReasonRequired: 'Please give a reason.',
  // Retention policies (FR-RET-1).
  retentionDaysInteger: 'Enter a whole number of days.',
  retentionDocumentsRange: 'Documents are kept between 0 and 36500 days (100 years).',
  retentionAuditBelowMinimum: 'Audit logs must be kept at least 1825 days (5 years: EU GMP Chapter 4, 21 CFR 211.180).',
  retentionAuditTooLong: 'Audit logs are kept at most 36500 days (100 years).',
  retentionBackupsRange: 'Backups are kept between 1 and 3650 days (10 years).',
  retentionDraftsRange: 'Drafts are kept between 0 and 3650 days (10 years).',
  retentionDecisionReasonRequired: 'Please give the reason for this decision.',
  // Any text field: PostgreSQL cannot store NUL, and a lone UTF-16 surrogate is not text.
  textNotStorable: 'This text contains a character that cannot be saved (a NUL or invalid Unicode character).',
} as const;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;
