import { PASSWORD_MISMATCH_MESSAGE } from '@attest/domain';

/** Field messages the shared contracts define, in English as packages/domain writes them; keyed for translation. */
const validation = {
  passwordMismatch: PASSWORD_MISMATCH_MESSAGE,
};

export default validation;
