import { ChevronRight } from 'lucide-react';
import { ROLE_DASHBOARD_MESSAGES, ROLE_LABELS, greetingFor, sidebarModulesFor } from '@attest/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSession } from '@/features/auth/session';
import { MODULE_ICONS } from '@/features/shell/module-icons';
import { ModuleLink } from '@/features/shell/module-link';
import { WorkCards } from '@/features/workflow/dashboard-cards';

/** /dashboard/$role: greeting, the role's message, and the areas this role may open. */
export function DashboardHome() {
  const { data: session } = useSession();
  if (!session) return null;
  const { user } = session;
  const modules = sidebarModulesFor(user.role);

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {greetingFor(new Date())}, {user.name}
        </h1>
        <p className="text-muted-foreground">{ROLE_DASHBOARD_MESSAGES[user.role]}</p>
      </div>
      <WorkCards user={user} />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle as="h2">Your access</CardTitle>
          <CardDescription>Areas open to the {ROLE_LABELS[user.role]} role.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y rounded-lg border">
            {modules.map((entry) => {
              const Icon = MODULE_ICONS[entry.module];
              return (
                <li key={entry.module}>
                  <ModuleLink
                    role={user.role}
                    segment={entry.segment}
                    className="group flex items-center gap-3 px-4 py-3 text-sm font-medium outline-none transition-colors first:rounded-t-lg last:rounded-b-lg hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                  >
                    <span className="flex size-8 items-center justify-center rounded-md bg-primary/10 text-primary">
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                    <span className="flex-1">{entry.label}</span>
                    <ChevronRight
                      className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </ModuleLink>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
