import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';

/** Send as Link: a mail draft in the reader's mail program, its body holding the document's link. */
export function SendLinkItem({ docNumber, title, link }: { docNumber: string; title: string; link: string }) {
  const { t } = useTranslation('viewer');
  const subject = t('actions.mailSubject', { docNumber, title });
  const body = t('actions.mailBody', { docNumber, title, link });
  // encodeURIComponent, not URLSearchParams: mail programs read '+' literally, not as a space.
  const href = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return (
    <DropdownMenuItem asChild>
      <a href={href}>
        <Mail aria-hidden="true" />
        {t('actions.sendLink')}
      </a>
    </DropdownMenuItem>
  );
}
