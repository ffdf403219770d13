import type { Messages } from '../../messages';
import type en from '../en/theme';

const theme: Messages<typeof en> = {};

export default theme;
