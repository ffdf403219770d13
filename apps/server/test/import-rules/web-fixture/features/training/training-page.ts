// Fixture: a feature importing its own files and the shared kit (allowed).
import { statusBadge } from '../../components/status-badge.ts';
import { dueLabel } from './format.ts';

export const trainingRow = (status: string, date: string) => `${statusBadge(status)} ${dueLabel(date)}`;
