import { useState } from 'react';
import { CheckCircle2, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail, Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { AcknowledgementCard } from '@/components/acknowledgement-card';
import { TitledCard } from '@/components/titled-card';
import { SignatureDialog } from '@/components/signature-dialog/signature-dialog';
import { formatDate, formatDateTime } from '@/lib/date-display';
import { useCompleteTraining, useDocumentTraining } from '@/lib/api/training/queries';
import { QuizForm } from './quiz-form';
import { TrainingStatusBadge } from './training-status-badge';

/**
 * Read and understood. A training-required document assigned to the reader is completed with an electronic
 * signature (meaning "read and understood"), after its quiz when it has one; otherwise the plain acknowledgement.
 */
export function DocumentTrainingCard({ doc, role }: { doc: DocumentDetail; role: Role }) {
  const { t } = useTranslation('training');
  const { data: session } = useSession();
  const training = useDocumentTraining(doc.id, doc.trainingRequired);
  const complete = useCompleteTraining(doc.id);
  const [signing, setSigning] = useState(false);
  const mine = training.data?.mine;
  if (!doc.trainingRequired || (training.isSuccess && !mine)) return <AcknowledgementCard doc={doc} role={role} />;
  if (!mine || !session) return null;

  const { assignment } = mine;
  const quiz = training.data?.quizForTrainee;
  const quizOpen = Boolean(quiz) && !mine.quizPassed;
  return (
    <TitledCard title={t('card.title')} description={t('card.description', { version: assignment.versionLabel })}>
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <TrainingStatusBadge status={assignment.status} />
          {assignment.status !== 'completed' && (
            <span>{assignment.status === 'overdue' ? t('card.overdue', { date: formatDate(assignment.dueDate) }) : t('card.due', { date: formatDate(assignment.dueDate) })}</span>
          )}
        </div>
        {assignment.status === 'completed' ? (
          <p className="flex items-center gap-2 text-sm">
            <CheckCircle2 className="size-4 text-green-600" aria-hidden="true" />
            {t('card.completedOn', { date: formatDateTime(assignment.completedAt) })}
          </p>
        ) : (
          <>
            {quiz && quizOpen && <QuizForm documentId={doc.id} quiz={quiz} attempts={mine.attempts} />}
            {quiz && !quizOpen && <p className="text-sm text-muted-foreground">{t('card.quizPassed')}</p>}
            {quizOpen && <p className="text-sm text-muted-foreground">{t('card.quizFirst')}</p>}
            <Button className="w-full" disabled={quizOpen} onClick={() => setSigning(true)}>
              <GraduationCap aria-hidden="true" />
              {t('card.complete')}
            </Button>
          </>
        )}
      </div>
      <SignatureDialog
        open={signing}
        onOpenChange={setSigning}
        meaning="read-and-understood"
        actionLabel={t('card.actionLabel')}
        documentLabel={`${doc.docNumber} · ${doc.title} · v${assignment.versionLabel}`}
        signerName={session.user.name}
        commentRequired={false}
        onSign={({ signature, comment }) => complete.mutateAsync({ signature, comment: comment || undefined })}
      />
    </TitledCard>
  );
}
