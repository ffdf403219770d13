import type { Messages } from '../../messages';
import type en from '../en/system';

const system: Messages<typeof en> = {};

export default system;
