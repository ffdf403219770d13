import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Draws its children again, from scratch, when the language changes: every text, including labels computed
 * outside components and memoised columns, then comes from the new language. Changes are rare (sign-in, saving
 * preferences), so the remount costs nothing a user would notice.
 */
export function LanguageBoundary({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <Fragment key={i18n.language}>{children}</Fragment>;
}
