import { useTranslation } from 'react-i18next';
import { fetchDocuments } from '@/lib/api/documents/api';
import { useDocument } from '@/lib/api/documents/queries';
import { SearchPicker } from '@/components/user-picker/search-picker';

interface DocumentPickerProps {
  id: string;
  /** The chosen document's id, from the URL. */
  value: string | undefined;
  onChange: (documentId: string | undefined) => void;
}

const MAX_CHOICES = 8;

/** Search-as-you-type over the documents the user may see (GET /api/documents?q=); one document is chosen. */
export function DocumentPicker({ id, value, onChange }: DocumentPickerProps) {
  const { t } = useTranslation('audit');
  const chosen = useDocument(value ?? null);
  return (
    <SearchPicker
      id={id}
      texts={{
        placeholder: t('picker.documents.placeholder'),
        clear: t('picker.documents.clear'),
        matching: t('picker.documents.matching'),
        failed: t('picker.documents.failed'),
      }}
      queryKey={['documents', 'picker']}
      search={async (term) => (await fetchDocuments({ q: term, pageSize: MAX_CHOICES })).items}
      renderChoice={(doc) => (
        <>
          <span className="font-mono text-xs">{doc.docNumber}</span> {doc.title}
        </>
      )}
      chosen={
        value === undefined ? null : chosen.data ? (
          <>
            <span className="font-mono text-xs">{chosen.data.docNumber}</span> {chosen.data.title}
          </>
        ) : chosen.isError ? (
          t('picker.documents.unavailable')
        ) : (
          t('picker.loading')
        )
      }
      onPick={onChange}
      onClear={() => onChange(undefined)}
    />
  );
}
