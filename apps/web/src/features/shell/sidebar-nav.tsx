import { useTranslation } from 'react-i18next';
import { activeSidebarPath, sidebarModulesFor, type Role } from '@attest/domain';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { moduleLabel } from '@/i18n/labels';
import { useMatchedPathname } from '@/lib/use-matched-pathname';
import { cn } from '@/lib/utils';
import { MODULE_ICONS } from './module-icons';
import { ModuleLink, modulePath } from './module-link';

interface SidebarNavProps {
  role: Role;
  collapsed: boolean;
  onNavigate?: () => void;
}

/** The modules this role may use; the active one is the longest path that equals or prefixes the URL. */
export function SidebarNav({ role, collapsed, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation('shell');
  const pathname = useMatchedPathname();
  const entries = sidebarModulesFor(role);
  // An entry opening a sub-screen (the coordinator's All Users) stays marked on every page of its module.
  const moduleRoot = (segment: string) => modulePath(role, segment.split('/')[0] ?? '');
  const active = activeSidebarPath(
    entries.map((entry) => moduleRoot(entry.segment)),
    pathname,
  );

  return (
    <nav aria-label={t('sidebar.label')} className="flex-1 overflow-y-auto p-3">
      <ul className="space-y-1">
        {entries.map((entry) => {
          const Icon = MODULE_ICONS[entry.module];
          const label = moduleLabel(entry.module);
          const isActive = active === moduleRoot(entry.segment);
          const link = (
            <ModuleLink
              role={role}
              segment={entry.segment}
              onClick={onNavigate}
              aria-current={isActive ? 'page' : undefined}
              className={cn(
                'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors outline-none',
                'focus-visible:ring-2 focus-visible:ring-ring',
                isActive
                  ? 'bg-primary/10 text-primary dark:bg-primary/20'
                  : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                collapsed && 'justify-center px-0',
              )}
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
            </ModuleLink>
          );
          return (
            <li key={entry.module}>
              {collapsed ? (
                <Tooltip>
                  <TooltipTrigger asChild>{link}</TooltipTrigger>
                  <TooltipContent side="right">{label}</TooltipContent>
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
