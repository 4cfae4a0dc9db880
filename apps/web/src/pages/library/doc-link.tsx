import type { ReactNode } from 'react';
import type { DocModule } from '@app/contract';
import { useLibrary } from './library-context';
import { docHref } from './links';

/**
 * A link to a document's detail, opening in a new tab. The titles are the
 * documents' own, in Chinese: marked so (an English page says so once, in its frame).
 */
export function DocLink({
  module,
  id,
  hl,
  children,
}: {
  module: DocModule;
  id: number;
  /** A search term the opened text marks and scrolls to. */
  hl?: string;
  children: ReactNode;
}) {
  const lib = useLibrary();
  const base = docHref(lib.key, module, id);
  const href = base && hl ? `${base}&${new URLSearchParams({ hl })}` : base;
  if (!href) return <span lang="zh-CN">{children}</span>;
  const sameTab = module === 'notice';
  return (
    <a href={href} target={sameTab ? undefined : '_blank'} rel="noopener noreferrer" data-doc-id={id} lang="zh-CN">
      {children}
    </a>
  );
}
