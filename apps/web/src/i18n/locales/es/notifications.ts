import type { Messages } from '../../messages';
import type en from '../en/notifications';

const notifications: Messages<typeof en> = {};

export default notifications;
