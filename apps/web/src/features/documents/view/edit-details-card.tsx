import { useTranslation } from 'react-i18next';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { TitledCard } from '@/components/titled-card';

export interface DraftDetails {
  title: string;
  description: string;
}

interface EditDetailsCardProps {
  draft: DraftDetails;
  titleError: string | null;
  disabled: boolean;
  onChange: (draft: DraftDetails) => void;
}

/** Edit mode of the document view: the title and description of the draft (the file changes by a new version). */
export function EditDetailsCard({ draft, titleError, disabled, onChange }: EditDetailsCardProps) {
  const { t } = useTranslation('documentView');
  return (
    <TitledCard title={t('editDetails.title')} description={t('editDetails.description')} contentClassName="grid gap-4">
      <Field id="edit-title" label={t('editDetails.titleLabel')} required error={titleError}>
        <Input
          {...fieldAria('edit-title', titleError, true)}
          value={draft.title}
          disabled={disabled}
          onChange={(event) => onChange({ ...draft, title: event.target.value })}
        />
      </Field>
      <Field id="edit-description" label={t('editDetails.descriptionLabel')}>
        <Textarea
          id="edit-description"
          className="min-h-[400px]"
          value={draft.description}
          disabled={disabled}
          onChange={(event) => onChange({ ...draft, description: event.target.value })}
        />
      </Field>
    </TitledCard>
  );
}
