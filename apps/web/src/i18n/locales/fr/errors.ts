import type { Messages } from '../../messages';
import type en from '../en/errors';

const errors: Messages<typeof en> = {};

export default errors;
