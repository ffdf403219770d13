// Fixture: a feature reaching into another feature (refused: the helper belongs in lib/ or components/).
import { statusBadge } from '../../components/status-badge.ts';
import { dueLabel } from '../training/format.ts';

export const copyRow = (status: string, date: string) => `${statusBadge(status)} ${dueLabel(date)}`;
