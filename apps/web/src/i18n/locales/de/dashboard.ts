import type { Messages } from '../../messages';
import type en from '../en/dashboard';

const dashboard: Messages<typeof en> = {};

export default dashboard;
