import { useTranslation } from 'react-i18next';

/**
 * The derived document type (packages/domain repository-items: "SOP", "Word Document", "Folder"…) in the reader's
 * language; a type the catalogue does not name is shown as the domain wrote it.
 */
export function useDocumentTypeText() {
  const { t, i18n } = useTranslation('repositories');
  return (type: string) => {
    const key = `browser.documentType.${type}`;
    return i18n.exists(key, { ns: 'repositories' }) ? (t(key as never) as string) : type;
  };
}
