import { moduleContentPath, libraryBasePath, type LibraryKey } from '@app/contract';
import type { DocModule } from '@app/contract';

/**
 * Detail link of a document by its module (module codes 5, 6, 13, 14 → the module's
 * content route; 37 → /system/coStandard/detail). Notices have no detail route: their list
 * opens the text in place.
 */
export function docHref(library: LibraryKey, module: DocModule, id: number): string | undefined {
  switch (module) {
    case 'biaozhun':
    case 'fagui':
    case 'standard_notify':
    case 'draft_regulation':
      return `${moduleContentPath(library, module)}?itemid=${id}`;
    case 'coStandard':
      return `${libraryBasePath('biaofa')}/coStandard/detail?itemid=${id}`;
    case 'statuteQA':
      return `${libraryBasePath('biaofa')}/statuteQA/detail?itemid=${id}`;
    case 'notice':
      return `${libraryBasePath(library)}/noticeList?isOpen=true&open=${id}`;
  }
}

/** The module a module-list or content path names: `/rihua/home/rihua.fagui/lists` → fagui. */
export function moduleFromPath(pathname: string): string | undefined {
  const m = /\/home\/[a-z]+\.([a-z_]+)\//i.exec(pathname);
  return m?.[1];
}
