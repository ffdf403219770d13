import type { Messages } from '../../messages';
import type en from '../en/status';

const status: Messages<typeof en> = {};

export default status;
