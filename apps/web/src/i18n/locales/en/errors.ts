import { ERRORS, type ErrorCode } from '@attest/domain';

/** Each error code's message in English: the spec's texts, kept once in packages/domain. */
const errors = Object.fromEntries(Object.entries(ERRORS).map(([code, { message }]) => [code, message])) as Record<ErrorCode, string>;

export default errors;
