import { useState } from 'react';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hasPermission, type DocumentDetail, type Role } from '@attest/domain';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TitledCard } from '@/components/titled-card';
import { roleLabel } from '@/i18n/labels';
import { formatDate } from '@/lib/date-display';
import { useDocumentTraining } from '@/lib/api/training/queries';
import { TrainingAudienceDialog } from './training-audience-dialog';

/** The audience of a training-required document, for those who edit documents or manage training; editors change it. */
export function TrainingAudienceCard({ doc, role }: { doc: DocumentDetail; role: Role }) {
  const { t } = useTranslation('training');
  const shown = doc.trainingRequired && (hasPermission(role, 'edit-sops') || hasPermission(role, 'manage-training'));
  const training = useDocumentTraining(doc.id, shown);
  const [editing, setEditing] = useState(false);
  const data = training.data;
  if (!shown || !data) return null;
  const list = (items: readonly string[]) => (items.length ? items.join(', ') : t('audience.none'));
  return (
    <TitledCard title={t('audience.title')} description={t('audience.summary', { count: data.audienceSize, days: data.effectiveDueDays })}>
      <div className="grid gap-3 text-sm">
        {data.waiting && (
          <Alert>
            <AlertDescription>{t('audience.waiting', { completed: data.waiting.completed, assigned: data.waiting.assigned, date: formatDate(data.waiting.targetDate) })}</AlertDescription>
          </Alert>
        )}
        {data.audienceSize === 0 && (
          <Alert variant="destructive">
            <AlertDescription>{t('audience.empty')}</AlertDescription>
          </Alert>
        )}
        <dl className="grid gap-2">
          <div>
            <dt className="font-medium">{t('audience.departments')}</dt>
            <dd className="text-muted-foreground">{list(data.departments)}</dd>
          </div>
          <div>
            <dt className="font-medium">{t('audience.roles')}</dt>
            <dd className="text-muted-foreground">{list(data.roles.map(roleLabel))}</dd>
          </div>
          <div>
            <dt className="font-medium">{t('audience.people')}</dt>
            <dd className="text-muted-foreground">{t('audience.peopleCount', { count: data.userIds.length })}</dd>
          </div>
          <div>
            <dt className="font-medium">{t('audience.gate')}</dt>
            <dd className="text-muted-foreground">
              {data.trainBeforeEffective ? t(data.releaseAtTarget ? 'audience.gateSummaryTarget' : 'audience.gateSummary', { percent: data.requiredPercent }) : t('audience.gateOff')}
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t('audience.quiz')}</dt>
            <dd className="text-muted-foreground">
              {data.quizForTrainee ? t('audience.quizSummary', { count: data.quizForTrainee.questions.length, passMark: data.quizForTrainee.passMark }) : t('audience.quizNone')}
            </dd>
          </div>
        </dl>
        {data.canEdit && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Users aria-hidden="true" />
            {t('audience.edit')}
          </Button>
        )}
      </div>
      {editing && <TrainingAudienceDialog open={editing} onOpenChange={setEditing} training={data} inForce={doc.status === 'effective'} viewerRole={role} />}
    </TitledCard>
  );
}
