import type { Messages } from '../../messages';
import type en from '../en/validation';

const validation: Messages<typeof en> = {};

export default validation;
