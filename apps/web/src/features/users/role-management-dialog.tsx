import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { ROLES, keyPermissionsOf, modulesOf, ROLE_PERMISSIONS } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RoleBadge } from '@/components/role-badge';
import { keyPermissionLabel, moduleLabel, roleLabel } from '@/i18n/labels';

/**
 * Role Management (spec 02 §6): a tab per role with its module access and key permissions, read from the role
 * tables in packages/domain that the server enforces, so what is shown is what applies.
 */
export function RoleManagementDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('users');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('roles.title')}</DialogTitle>
          <DialogDescription>{t('roles.description')}</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="admin">
          <TabsList className="flex h-auto flex-wrap">
            {ROLES.map((role) => (
              <TabsTrigger key={role} value={role}>
                {roleLabel(role)}
              </TabsTrigger>
            ))}
          </TabsList>
          {ROLES.map((role) => (
            <TabsContent key={role} value={role} className="mt-4 grid gap-5 sm:grid-cols-2">
              <section aria-labelledby={`role-${role}-modules`} className="space-y-2">
                <h3 id={`role-${role}-modules`} className="flex items-center gap-2 font-semibold">
                  {t('roles.moduleAccess')} <RoleBadge role={role} />
                </h3>
                <ul className="space-y-1 text-sm">
                  {modulesOf(role).map((module) => (
                    <li key={module} className="flex items-center gap-2">
                      <Check className="size-4 text-green-600" aria-hidden="true" />
                      {moduleLabel(module)}
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-labelledby={`role-${role}-permissions`} className="space-y-2">
                <h3 id={`role-${role}-permissions`} className="font-semibold">
                  {t('roles.keyPermissions')}
                </h3>
                <ul className="space-y-1 text-sm">
                  {keyPermissionsOf(role).map((permission) => (
                    <li key={permission} className="flex items-center gap-2">
                      <Check className="size-4 text-green-600" aria-hidden="true" />
                      {keyPermissionLabel(permission)}
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-labelledby={`role-${role}-all`} className="space-y-2 sm:col-span-2">
                <h3 id={`role-${role}-all`} className="text-sm font-semibold text-muted-foreground">
                  {t('roles.allPermissions', { count: ROLE_PERMISSIONS[role].length })}
                </h3>
                <div className="flex flex-wrap gap-1.5">
                  {ROLE_PERMISSIONS[role].map((permission) => (
                    <Badge key={permission} variant="outline" className="font-mono font-normal">
                      {permission}
                    </Badge>
                  ))}
                </div>
              </section>
            </TabsContent>
          ))}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
