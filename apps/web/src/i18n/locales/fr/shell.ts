import type { Messages } from '../../messages';
import type en from '../en/shell';

const shell: Messages<typeof en> = {};

export default shell;
