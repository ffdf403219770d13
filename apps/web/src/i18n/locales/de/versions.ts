import type { Messages } from '../../messages';
import type en from '../en/versions';

const versions: Messages<typeof en> = {};

export default versions;
