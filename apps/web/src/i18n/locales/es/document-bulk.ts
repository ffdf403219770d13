import type { Messages } from '../../messages';
import type en from '../en/document-bulk';

const documentBulk: Messages<typeof en> = {};

export default documentBulk;
