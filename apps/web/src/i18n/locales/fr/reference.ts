import type { Messages } from '../../messages';
import type en from '../en/reference';

const reference: Messages<typeof en> = {};

export default reference;
