import type { Messages } from '../../messages';
import type en from '../en/profile';

const profile: Messages<typeof en> = {};

export default profile;
