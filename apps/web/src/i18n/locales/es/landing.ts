import type { Messages } from '../../messages';
import type en from '../en/landing';

const landing: Messages<typeof en> = {};

export default landing;
