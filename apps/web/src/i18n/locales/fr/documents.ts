import type { Messages } from '../../messages';
import type en from '../en/documents';

const documents: Messages<typeof en> = {};

export default documents;
