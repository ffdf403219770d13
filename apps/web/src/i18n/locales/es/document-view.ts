import type { Messages } from '../../messages';
import type en from '../en/document-view';

const documentView: Messages<typeof en> = {};

export default documentView;
