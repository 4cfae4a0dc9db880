import { createContext, useContext, useMemo, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import {
  libraryBasePath,
  libraryFromPath,
  libraryRight,
  searchRight,
  type LibraryKey,
  type LibraryModuleRight,
} from '@app/contract';
import { useSession } from '../../stores/session';
import './texts';

export interface LibraryInfo {
  key: LibraryKey;
  /** `/system`, `/rihua`, `/fodder` */
  base: string;
  /** Path params of every library call. */
  params: { library: LibraryKey };
  /** Prefixed rule name of a module right (`rihua_fagui`). */
  right: (r: LibraryModuleRight) => string;
  /** The member holds the library's module right (super holds all). */
  can: (r: LibraryModuleRight | 'search') => boolean;
}

const LibraryContext = createContext<LibraryInfo | null>(null);

/** The library is read from the path once, here, and handed down to every piece of the page. */
export function LibraryProvider({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const key = libraryFromPath(pathname);
  const { rights } = useSession();
  const info = useMemo<LibraryInfo>(() => {
    const has = (name: string) => rights.isSuper || rights.permissions.has(name);
    return {
      key,
      base: libraryBasePath(key),
      params: { library: key },
      right: (r) => libraryRight(key, r),
      can: (r) => has(r === 'search' ? searchRight(key) : libraryRight(key, r)),
    };
  }, [key, rights]);
  return <LibraryContext.Provider value={info}>{children}</LibraryContext.Provider>;
}

export function useLibrary(): LibraryInfo {
  const v = useContext(LibraryContext);
  if (!v) throw new Error('useLibrary outside a library page');
  return v;
}

/** Wraps a page so it and everything under it know their library. */
export function libraryPage(Page: ComponentType) {
  return function LibraryPageRoot() {
    return (
      <LibraryProvider>
        <Page />
      </LibraryProvider>
    );
  };
}
