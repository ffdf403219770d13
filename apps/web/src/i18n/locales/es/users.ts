import type { Messages } from '../../messages';
import type en from '../en/users';

const users: Messages<typeof en> = {};

export default users;
