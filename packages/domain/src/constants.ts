/** Business constants shared by server and web (spec 01 §9, DESIGN.md §4.5–4.6). */
export const PASSWORD_MIN_LENGTH = 8;
export const SESSION_MAX_HOURS = 24;
/** The sign-in form resets itself when a request runs this long (spec 01 §4 Login flow). */
export const LOGIN_AUTO_RESET_MS = 20_000;
/** The password field is force-cleared this long after the password step opens (spec 01 §2 Login). */
export const PASSWORD_FORCE_CLEAR_MS = 100;
export const CSRF_HEADER = 'x-csrf-token';
/** Sent with every creating POST: the same key from the same user on the same route makes one record. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Spec 01 §9: storage above this percentage is a warning. */
export const STORAGE_WARNING_PERCENT = 90;
/** Sent by the web on requests made while the person has not touched the page for a minute (live refreshes): they do not keep an idle session alive. */
export const BACKGROUND_HEADER = 'x-attest-background';
/** How long after the last key press, click or scroll the web still counts its requests as the person's. */
export const USER_ACTIVITY_WINDOW_MS = 60_000;
