import type { Messages } from '../../messages';
import type en from '../en/workflow';

const workflow: Messages<typeof en> = {};

export default workflow;
