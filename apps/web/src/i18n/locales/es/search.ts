import type { Messages } from '../../messages';
import type en from '../en/search';

const search: Messages<typeof en> = {};

export default search;
