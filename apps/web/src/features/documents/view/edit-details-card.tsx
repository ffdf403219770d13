import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

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
    <Card>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="text-base">
          Edit Document
        </CardTitle>
        <CardDescription>Change the title and description, then Save. Replace the file to change its content.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
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
      </CardContent>
    </Card>
  );
}
