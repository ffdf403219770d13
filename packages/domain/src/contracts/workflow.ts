import { z } from 'zod';
import { REVIEW_PERIOD_MONTHS } from '../lifecycle.ts';
import { PrioritySchema, Ref } from './documents.ts';
import { DocumentStatusSchema } from './document-list-query.ts';
import { FIELD_MESSAGES } from '../field-messages.ts';
import { ApprovalConditionTexts } from './conditions.ts';
import { SIGNATURE_IMAGE_FORMATS, SIGNATURE_MEANINGS, SIGNATURE_TYPES, SignatureInput } from './signature-input.ts';

/** The signature's own contract lives in signature-input.ts (documents.ts uses it too); exported from here as before. */
export * from './signature-input.ts';

const Comment = z.string().trim().max(5000);
const RequiredComment = Comment.min(1, FIELD_MESSAGES.commentRequiredForAction);
const UserIds = z.array(z.uuid()).max(20);
const IsoDate = z.iso.date();

/** Acting for an assignee (DESIGN §4.10): whom for and why; only document control and administrators may. */
export const OnBehalfOf = z.object({ userId: z.uuid(), reason: z.string().trim().min(1, FIELD_MESSAGES.onBehalfReasonRequired).max(2000) });
export type OnBehalfOf = z.infer<typeof OnBehalfOf>;

export const MAX_SIGNING_ATTEMPTS = 3;
export const LEGAL_DISCLAIMER =
  'By signing, I confirm that this electronic signature is the legally binding equivalent of my handwritten signature, that I am authorised to sign, and that the signature, its meaning and time are stored for audit in compliance with 21 CFR Part 11 and ALCOA+.';

/** Step 1 of signing: the signer's own credentials (e-mail too on the first signing of a session, 11.200). */
export const SigningAuthRequest = z.object({
  email: z.string().trim().toLowerCase().max(254).optional(),
  password: z.string().min(1, FIELD_MESSAGES.signingPasswordRequired).max(256),
  /** The authenticator code, when the signature configuration requires a second factor. */
  code: z.string().trim().max(64).optional(),
});
export const SigningAuthResponse = z.object({
  signingToken: z.string(),
  expiresAt: z.iso.datetime(),
  /** Whether the next signing in this session may ask for the password only. */
  emailConfirmed: z.boolean(),
});
/** Signing step 1 at the identity provider: where to send the signer, and the handle to pick the result up with. */
export const ProviderSigningStart = z.object({ authorizationUrl: z.url(), attempt: z.string() });
export type ProviderSigningStart = z.infer<typeof ProviderSigningStart>;
export const ProviderSigningPickUp = z.object({ attempt: z.string().min(1).max(512) });
/** Pending until the provider sent the signer back; then the signing token, once. */
export const ProviderSigningResult = z.union([z.object({ confirmed: z.literal(false) }), SigningAuthResponse.extend({ confirmed: z.literal(true) })]);
export type ProviderSigningResult = z.infer<typeof ProviderSigningResult>;

export const SigningRequirements = z.object({
  requiresEmail: z.boolean(),
  attemptsLeft: z.number().int(),
  /** The saved signature configuration the dialog follows (the server enforces it all the same). */
  maxAttempts: z.number().int(),
  allowedTypes: z.array(z.enum(SIGNATURE_TYPES)),
  imageFormats: z.array(z.enum(SIGNATURE_IMAGE_FORMATS)),
  maxImageBytes: z.number().int(),
  requireLegalDisclaimer: z.boolean(),
  /** Signing asks for an authenticator code too; false when the signer has none enrolled (signing is then refused). */
  requiresSecondFactor: z.boolean().default(false),
  secondFactorEnrolled: z.boolean().default(false),
  /** The identity provider's name when this signer proves who they are there (a fresh sign-in) instead of a password. */
  authenticateAtProvider: z.string().nullable().default(null),
  /** Which release actions the signature configuration signs (Make Effective, Mark Obsolete, Archive, Restore). */
  releaseSignatures: z
    .object({ makeEffective: z.boolean(), markObsolete: z.boolean(), archive: z.boolean(), restore: z.boolean() })
    .default({ makeEffective: true, markObsolete: true, archive: false, restore: false }),
});
export type SigningRequirements = z.infer<typeof SigningRequirements>;


export const AssessmentDecision = z.enum(['approve_effective', 'request_changes', 'reject']);

/** One request per lifecycle action; the server checks it against the transition table. */
export const WorkflowActionRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('submit_for_review'), reviewers: UserIds, approvers: UserIds, comment: Comment, dueDate: IsoDate.optional(), priority: PrioritySchema.default('medium') }),
  z.object({ action: z.literal('complete_review'), decision: z.enum(['approved', 'rejected']), comment: RequiredComment, onBehalfOf: OnBehalfOf.optional() }),
  z.object({ action: z.literal('request_changes'), comment: RequiredComment }),
  z.object({ action: z.literal('submit_for_approval'), approvers: UserIds.optional(), comment: Comment }),
  z.object({
    action: z.literal('approve_document'),
    comment: Comment,
    signature: SignatureInput.optional(),
    /** Approval with conditions (spec 02 §4): present when chosen, then at least one; signed "approved-with-conditions". */
    conditions: ApprovalConditionTexts.optional(),
    onBehalfOf: OnBehalfOf.optional(),
  }),
  z.object({ action: z.literal('reject_document'), comment: Comment, onBehalfOf: OnBehalfOf.optional() }),
  z.object({
    action: z.literal('admin_internal_assessment'),
    comment: z.string().trim().min(1, FIELD_MESSAGES.assessmentNotesRequired).min(10, FIELD_MESSAGES.assessmentNotesTooShort).max(5000),
    decision: AssessmentDecision,
    changeReason: z.string().trim().max(2000).optional(),
    effectiveDate: IsoDate.optional(),
    reviewPeriodMonths: z.coerce.number().int().optional(),
    /** approve_effective releases the version: signed "released" when the configuration asks it of Make Effective. */
    signature: SignatureInput.optional(),
  }),
  z.object({ action: z.literal('make_effective'), effectiveDate: IsoDate, reviewPeriodMonths: z.number().int().refine((m) => (REVIEW_PERIOD_MONTHS as readonly number[]).includes(m), FIELD_MESSAGES.reviewPeriodInvalid), comment: Comment.optional(), signature: SignatureInput.optional() }),
  z.object({ action: z.literal('mark_obsolete'), comment: Comment, signature: SignatureInput.optional() }),
  z.object({ action: z.literal('abort_workflow'), comment: Comment }),
  z.object({ action: z.literal('new_version'), comment: Comment }),
  z.object({ action: z.literal('request_re_review'), reviewers: UserIds, approvers: UserIds, comment: Comment }),
  z.object({ action: z.literal('restore_from_archive'), comment: Comment.min(1, FIELD_MESSAGES.reasonRequired), signature: SignatureInput.optional() }),
  z.object({ action: z.literal('cancel_scheduled_release'), comment: Comment.min(1, FIELD_MESSAGES.reasonRequired) }),
]);
export type WorkflowActionRequest = z.input<typeof WorkflowActionRequest>;

export const WorkflowActionResponse = z.object({ success: z.literal(true), newStatus: DocumentStatusSchema, message: z.string() });

export const Assignment = z.object({
  id: z.string(),
  user: Ref.extend({ email: z.string() }),
  type: z.enum(['reviewer', 'approver']),
  /** cancelled: the workflow was aborted before this person acted. */
  status: z.enum(['pending', 'completed', 'cancelled']),
  decision: z.enum(['approved', 'rejected']).nullable(),
  comments: z.string().nullable(),
  assignedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  /** Who completed the step: the assignee, or someone acting on their behalf (then onBehalfReason says why). */
  completedBy: Ref.nullable(),
  onBehalfReason: z.string().nullable(),
  /** An approval with conditions: the conditions this approver set, in order (empty otherwise). */
  conditions: z.array(z.string()),
});

export const WorkflowComment = z.object({
  id: z.string(),
  user: Ref,
  role: z.string(),
  action: z.string(),
  comment: z.string(),
  createdAt: z.iso.datetime(),
});

export const WorkflowSummary = z.object({
  id: z.string(),
  document: z.object({ id: z.string(), title: z.string(), docNumber: z.string(), status: DocumentStatusSchema, version: z.string() }),
  status: z.enum(['active', 'completed', 'aborted', 'rejected']),
  currentStep: z.enum(['Draft', 'In Review', 'Pending Approval', 'Approved', 'Rejected', 'Unknown']),
  priority: PrioritySchema,
  dueDate: IsoDate.nullable(),
  initiatedBy: Ref,
  submittedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  reviewers: z.array(Ref),
  approvers: z.array(Ref),
  commentCount: z.number().int(),
});
export type WorkflowSummary = z.infer<typeof WorkflowSummary>;

export const WorkflowDetail = WorkflowSummary.extend({
  assignments: z.array(Assignment),
  comments: z.array(WorkflowComment),
  abortReason: z.string().nullable(),
});
export type WorkflowDetail = z.infer<typeof WorkflowDetail>;

export const WorkflowListResponse = z.object({ items: z.array(WorkflowSummary), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const AddCommentRequest = z.object({ comment: z.string().trim().min(1, FIELD_MESSAGES.commentRequired).max(5000) });

export const SignatureRecord = z.object({
  id: z.string(),
  documentId: z.string(),
  versionId: z.string(),
  documentVersion: z.string(),
  signerName: z.string(),
  signerEmail: z.string(),
  signerRole: z.string(),
  meaning: z.enum(SIGNATURE_MEANINGS),
  /** The action the signature was given for (approve_document, make_effective, archive …). */
  actionType: z.string(),
  /** Signed for an assignee (DESIGN §4.10): the signer is who really signed. */
  onBehalfOf: z.object({ name: z.string(), reason: z.string() }).nullable(),
  signatureType: z.enum(SIGNATURE_TYPES),
  signedAt: z.iso.datetime(),
  contentHash: z.string(),
  manifestHash: z.string(),
  /** False when the signature was made while segregation of duties was turned off. */
  segregationOfDutiesEnforced: z.boolean(),
});
export type SignatureRecord = z.infer<typeof SignatureRecord>;

export const SignatureValidation = z.object({
  isValid: z.boolean(),
  validationTimestamp: z.iso.datetime(),
  validatedBy: z.string(),
  checks: z.object({
    signatureIntegrity: z.boolean(),
    documentIntegrity: z.boolean(),
    timestampValid: z.boolean(),
    signerAuthenticated: z.boolean(),
    certificateValid: z.boolean(),
    complianceValid: z.boolean(),
  }),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  /** What was signed, by whom and why, as the record stores it: what a signature page's QR code leads to. */
  signature: z.object({
    id: z.string(),
    signerName: z.string(),
    meaning: z.enum(SIGNATURE_MEANINGS),
    signedAt: z.iso.datetime(),
    onBehalfOf: z.string().nullable(),
    documentId: z.string(),
    docNumber: z.string(),
    documentTitle: z.string(),
    versionLabel: z.string(),
  }),
});
export type SignatureValidation = z.infer<typeof SignatureValidation>;

/** Active users of a role, for the reviewer and approver pickers: sorted by name, no duplicates. */
export const AssignableUsersResponse = z.array(Ref.extend({ email: z.string(), department: z.string().nullable() }));
export type WorkflowListResponse = z.infer<typeof WorkflowListResponse>;

export const MyWorkResponse = z.object({ pendingReviews: z.number().int(), pendingApprovals: z.number().int() });
export type MyWorkResponse = z.infer<typeof MyWorkResponse>;

export const DueForReviewResponse = z.array(
  z.object({
    id: z.string(),
    docNumber: z.string(),
    title: z.string(),
    status: DocumentStatusSchema,
    reviewDate: IsoDate.nullable(),
    updatedAt: z.iso.datetime(),
    authorName: z.string(),
  }),
);
export type DueForReviewResponse = z.infer<typeof DueForReviewResponse>;
