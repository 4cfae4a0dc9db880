import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * An item's link: a portal path opens in the app, an http(s) address in a new tab without the
 * opener; anything else (the server accepts no other kind) renders as plain text.
 */
export function ItemLink({ href, children }: { href: string; children: ReactNode }) {
  if (/^\/(?!\/)/.test(href)) return <Link to={href}>{children}</Link>;
  if (/^https?:\/\//i.test(href))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  return <>{children}</>;
}
