import type { Messages } from '../../messages';
import type en from '../en/signatures';

const signatures: Messages<typeof en> = {};

export default signatures;
