import type { Messages } from '../../messages';
import type en from '../en/domain';

const domain: Messages<typeof en> = {};

export default domain;
