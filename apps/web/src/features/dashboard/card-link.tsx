import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { DashboardLink, Role } from '@attest/domain';
import { CopiesSearch } from '@/lib/copies-search';
import { DocumentListSearch } from '@/lib/list-search';
import { WorkflowSearch } from '@/lib/workflow-search';

const LINK_CLASS = 'group block h-full rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/**
 * Opens the list a figure counts, with the same filters; anchors scroll to a card of this page. Its name is the card's
 * visible text (title, figure, hint), so speech input can say what the eye reads (WCAG 2.5.3).
 */
export function CardLink({ role, link, children }: { role: Role; link: DashboardLink; children: ReactNode }) {
  switch (link.to) {
    case 'documents':
      return (
        <Link to="/dashboard/$role/documents" params={{ role }} search={DocumentListSearch.parse(link.search)} className={LINK_CLASS}>
          {children}
        </Link>
      );
    case 'workflows':
      return (
        <Link to="/dashboard/$role/workflows" params={{ role }} search={WorkflowSearch.parse(link.search)} className={LINK_CLASS}>
          {children}
        </Link>
      );
    case 'copies':
      return (
        <Link to="/dashboard/$role/copies" params={{ role }} search={CopiesSearch.parse(link.search)} className={LINK_CLASS}>
          {children}
        </Link>
      );
    case 'periodic-reviews':
      return (
        <Link to="/dashboard/$role/periodic-reviews" params={{ role }} className={LINK_CLASS}>
          {children}
        </Link>
      );
    case 'users/all':
      return (
        <Link to="/dashboard/$role/users/all" params={{ role }} className={LINK_CLASS}>
          {children}
        </Link>
      );
    case 'users/active':
      return (
        <Link to="/dashboard/$role/users/active" params={{ role }} className={LINK_CLASS}>
          {children}
        </Link>
      );
    default:
      return (
        <a href={link.to} className={LINK_CLASS}>
          {children}
        </a>
      );
  }
}
