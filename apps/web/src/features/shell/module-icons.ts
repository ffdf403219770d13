import { FileText, FolderGit2, GraduationCap, History, Printer, LayoutDashboard, Settings, Users, Workflow, type LucideIcon } from 'lucide-react';
import type { Module } from '@attest/domain';

export const MODULE_ICONS: Record<Module, LucideIcon> = {
  dashboard: LayoutDashboard,
  documents: FileText,
  repositories: FolderGit2,
  copies: Printer,
  workflows: Workflow,
  audit: History,
  users: Users,
  system: Settings,
  lms: GraduationCap,
};
