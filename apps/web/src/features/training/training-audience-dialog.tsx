import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { hasPermission, ROLES, type DocumentTraining, type Role } from '@attest/domain';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { UserPicker } from '@/components/user-picker/user-picker';
import { departmentsQuery } from '@/lib/api/reference/queries';
import { useUser } from '@/lib/api/users/queries';
import { errorText } from '@/i18n/error-text';
import { roleLabel } from '@/i18n/labels';
import { useUpdateTraining } from '@/lib/api/training/queries';
import { QuizEditor } from './quiz-editor';
import { trainingFormProblem, trainingRequestOf, trainingValuesOf, type TrainingValues } from './training-form';

interface TrainingAudienceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  training: DocumentTraining;
  inForce: boolean;
  viewerRole: Role;
}

const toggled = <T,>(list: readonly T[], item: T, on: boolean) => (on ? [...new Set([...list, item])] : list.filter((x) => x !== item));

const PROBLEM_TEXT = { quiz: 'audience.invalid', passMark: 'audience.invalidPassMark', share: 'audience.invalidShare' } as const;

/** Who must be trained (departments, roles, named people), in how many days, and the optional quiz. */
export function TrainingAudienceDialog({ open, onOpenChange, training, inForce, viewerRole }: TrainingAudienceDialogProps) {
  const { t } = useTranslation('training');
  const [values, setValues] = useState<TrainingValues>(() => trainingValuesOf(training));
  const [problem, setProblem] = useState<ReturnType<typeof trainingFormProblem>>(null);
  const departments = useQuery(departmentsQuery());
  const save = useUpdateTraining(training.documentId);
  // Named people come from the user directory, which only those who may list users can search.
  const pickPeople = hasPermission(viewerRole, 'view-users');
  const set = (patch: Partial<TrainingValues>) => setValues((previous) => ({ ...previous, ...patch }));

  const submit = () => {
    setProblem(trainingFormProblem(values));
    const request = trainingRequestOf(values);
    if (!request) return;
    save.mutate(request, {
      onSuccess: () => {
        toast.success(t('audience.saved'));
        onOpenChange(false);
      },
      onError: (error) => toast.error(t('audience.failed'), { description: errorText(error, t('audience.failed')) }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100svh-2rem)] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('audience.title')}</DialogTitle>
          <DialogDescription>{t('audience.description')}</DialogDescription>
        </DialogHeader>
        <form
          id="training-audience-form"
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {inForce && (
            <Alert>
              <AlertDescription>{t('audience.effectiveNote')}</AlertDescription>
            </Alert>
          )}
          <fieldset className="grid gap-2" disabled={save.isPending}>
            <legend className="mb-1 text-sm font-medium">{t('audience.departments')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {departments.data?.map((d) => (
                <div key={d.id} className="flex items-center gap-2">
                  <Checkbox id={`aud-dep-${d.id}`} checked={values.departments.includes(d.name)} onCheckedChange={(on) => set({ departments: toggled(values.departments, d.name, on === true) })} />
                  <Label htmlFor={`aud-dep-${d.id}`} className="font-normal">
                    {d.name}
                  </Label>
                </div>
              ))}
            </div>
          </fieldset>
          <fieldset className="grid gap-2" disabled={save.isPending}>
            <legend className="mb-1 text-sm font-medium">{t('audience.roles')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {ROLES.map((role) => (
                <div key={role} className="flex items-center gap-2">
                  <Checkbox id={`aud-role-${role}`} checked={values.roles.includes(role)} onCheckedChange={(on) => set({ roles: toggled(values.roles, role, on === true) })} />
                  <Label htmlFor={`aud-role-${role}`} className="font-normal">
                    {roleLabel(role)}
                  </Label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-2">
            <span className="text-sm font-medium">{t('audience.people')}</span>
            {pickPeople ? (
              <>
                <ul className="flex flex-wrap gap-2">
                  {values.userIds.map((id) => (
                    <NamedPerson key={id} id={id} onRemove={() => set({ userIds: values.userIds.filter((x) => x !== id) })} />
                  ))}
                </ul>
                <UserPicker
                  id="training-audience-person"
                  value={undefined}
                  activeOnly
                  onChange={(id) => id && set({ userIds: toggled(values.userIds, id, true) })}
                />
              </>
            ) : (
              <p className="text-sm text-muted-foreground">{t('audience.peopleCount', { count: values.userIds.length })}</p>
            )}
          </div>
          <div className="grid gap-1">
            <Label htmlFor="training-due-days">{t('audience.dueDays')}</Label>
            <Input id="training-due-days" type="number" min={1} max={365} className="w-28" value={values.dueDays} disabled={save.isPending} onChange={(e) => set({ dueDays: e.target.value })} />
            <p className="text-xs text-muted-foreground">{t('audience.dueDaysHint', { days: training.effectiveDueDays })}</p>
          </div>
          <fieldset className="grid gap-2" disabled={save.isPending}>
            <legend className="mb-1 text-sm font-medium">{t('audience.gate')}</legend>
            <div className="flex items-center gap-2">
              <Checkbox id="training-gate" checked={values.trainBeforeEffective} onCheckedChange={(on) => set({ trainBeforeEffective: on === true })} />
              <Label htmlFor="training-gate" className="font-normal">
                {t('audience.gateTrain')}
              </Label>
            </div>
            {values.trainBeforeEffective && (
              <div className="grid gap-2 pl-6">
                <div className="grid gap-1">
                  <Label htmlFor="training-gate-percent">{t('audience.gatePercent')}</Label>
                  <Input id="training-gate-percent" type="number" min={1} max={100} className="w-28" value={values.requiredPercent} onChange={(e) => set({ requiredPercent: e.target.value })} />
                </div>
                <div className="flex items-center gap-2">
                  <Checkbox id="training-gate-target" checked={values.releaseAtTarget} onCheckedChange={(on) => set({ releaseAtTarget: on === true })} />
                  <Label htmlFor="training-gate-target" className="font-normal">
                    {t('audience.gateAtTarget')}
                  </Label>
                </div>
              </div>
            )}
          </fieldset>
          <div className="grid gap-2">
            <span className="text-sm font-medium">{t('audience.quiz')}</span>
            <QuizEditor value={values.quiz} onChange={(quiz) => set({ quiz })} disabled={save.isPending} />
          </div>
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {t(PROBLEM_TEXT[problem])}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            {t('audience.cancel')}
          </Button>
          <Button type="submit" form="training-audience-form" loading={save.isPending} loadingText={t('audience.saving')}>
            {t('audience.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function NamedPerson({ id, onRemove }: { id: string; onRemove: () => void }) {
  const { t } = useTranslation('training');
  const user = useUser(id);
  const name = user.data?.user.name ?? '…';
  return (
    <li className="flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm">
      {name}
      <Button type="button" variant="ghost" size="icon" className="size-6" aria-label={t('audience.remove', { name })} onClick={onRemove}>
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
