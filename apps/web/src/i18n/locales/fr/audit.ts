import type { Messages } from '../../messages';
import type en from '../en/audit';

const audit: Messages<typeof en> = {};

export default audit;
