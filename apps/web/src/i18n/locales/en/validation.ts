import { FIELD_MESSAGES } from '@attest/domain';

/** Field messages the shared contracts and the server's `fields` give, in English as packages/domain writes them. */
const validation = FIELD_MESSAGES;

export default validation;
