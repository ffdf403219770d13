/**
 * Stable error codes with their HTTP status and the message the product shows (spec texts where the spec has one).
 * The server raises them through AppError; the web reads `code` and shows `message`.
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  EMAIL_REQUIRED: { status: 400, message: 'Please enter your email address' },
  CREDENTIALS_REQUIRED: { status: 400, message: 'Please enter email and password' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'Password must be at least 8 characters long' },
  USER_NOT_REGISTERED: { status: 404, message: 'User is not registered. Please contact administrator.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password. Please try again.' },
  ACCOUNT_LOCKED: {
    status: 423,
    message: 'Your account is locked after too many failed sign-in attempts. Try again later or contact your administrator.',
  },
  ACCOUNT_INACTIVE: { status: 403, message: 'Your account is inactive. Please contact administrator.' },
  PASSWORD_ALREADY_SET: { status: 409, message: 'A password is already set for this account. Please sign in.' },
  INVALID_SETUP_CODE: { status: 400, message: 'The setup code is not valid or has expired. Please contact admin.' },
  UNAUTHENTICATED: { status: 401, message: 'Please sign in to continue.' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Please sign in again.' },
  CSRF_FAILED: { status: 403, message: 'The request could not be verified. Please reload the page and try again.' },
  FORBIDDEN: { status: 403, message: "You don't have permission to access this page." },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  CONFLICT: { status: 409, message: 'This record was changed by someone else. Reload and try again.' },
  FILE_REQUIRED: { status: 400, message: 'SOP file is required' },
  INVALID_FILE_TYPE: { status: 415, message: 'Invalid file type: Please upload a .docx, .doc, or .pdf file' },
  FILE_TOO_LARGE: { status: 413, message: 'File too large: Please upload a file smaller than 10MB' },
  DOCUMENT_NOT_FOUND: { status: 404, message: 'The requested document could not be loaded.' },
  DOCUMENT_NOT_EDITABLE: { status: 409, message: 'Only draft documents can be edited.' },
  DOCUMENT_LOCKED: { status: 409, message: 'This document is locked.' },
  INVALID_DOCUMENT_STATE: { status: 409, message: 'This action is not available for the document in its current status.' },
  ALREADY_ACKNOWLEDGED: { status: 409, message: 'You have already acknowledged this version of the document.' },
  DUPLICATE_DOC_NUMBER: { status: 409, message: 'A document with this number already exists.' },
  SIGNING_AUTH_FAILED: { status: 403, message: 'Invalid password. Please try again.' },
  SIGNING_LOCKED: { status: 423, message: 'Maximum authentication attempts exceeded. Please try again later.' },
  SIGNING_TOKEN_INVALID: { status: 403, message: 'Your signing authentication has expired or was already used. Please authenticate again.' },
  SIGNATURE_NOT_FOUND: { status: 404, message: 'Signature not found' },
  NOT_ASSIGNED: { status: 403, message: 'You are not assigned to this workflow step.' },
  USER_NOT_FOUND: { status: 404, message: 'User not found.' },
  EMAIL_IN_USE: { status: 409, message: 'A user with this e-mail already exists.' },
  EMPLOYEE_ID_IN_USE: { status: 409, message: 'A user with this employee ID already exists.' },
  OWN_ACCOUNT_ACCESS: { status: 409, message: 'You cannot change the role or status of your own account.' },
  CURRENT_PASSWORD_INCORRECT: { status: 400, message: 'Current password is incorrect' },
  INVALID_IMAGE: { status: 415, message: 'Please upload a PNG, JPEG, GIF or WebP image smaller than 2MB.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  CROSS_SITE_REQUEST: { status: 403, message: 'This link must be opened from within Attest.' },
  FILE_UNREADABLE: { status: 415, message: 'The file could not be read: it is damaged or not a valid Word or PDF document.' },
  // 422, not 415: a stored file failing to render is no fault of the request's own content (a GET has none).
  FILE_NOT_RENDERABLE: { status: 422, message: 'This file cannot be shown here: it is damaged or not a valid Word document. Download it instead.' },
  INTERNAL: { status: 500, message: 'An unexpected error occurred' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
