import type { Messages } from '../../messages';
import type en from '../en/auth';

const auth: Messages<typeof en> = {};

export default auth;
