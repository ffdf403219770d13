import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { TitledCard } from './titled-card';

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
  return (
    <TitledCard
      title="Edit Document"
      description="Change the title and description, then Save. Replace the file to change its content."
      contentClassName="grid gap-4"
    >
      <Field id="edit-title" label="Title" required error={titleError}>
        <Input
          {...fieldAria('edit-title', titleError, true)}
          value={draft.title}
          disabled={disabled}
          onChange={(event) => onChange({ ...draft, title: event.target.value })}
        />
      </Field>
      <Field id="edit-description" label="Description">
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
