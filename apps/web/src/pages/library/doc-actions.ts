import { type InputOf, libraryCalls } from '@app/contract';
import { call, callBlob } from '../../api/call';
import type { LibraryInfo } from './library-context';
import { chinaToday } from '../../components/china-today';

type ExportInput = Omit<InputOf<typeof libraryCalls.export>, 'library' | 'quantity'>;

/** Calls shared by every document list and the detail page, bound to the library. */
export const docActions = (lib: LibraryInfo) => ({
  favorite: (itemid: number) => call(libraryCalls.favoriteAdd, { library: lib.key, itemid }, { params: lib.params }),
  unfavorite: (ids: number[]) => call(libraryCalls.favoriteRemove, { library: lib.key, ids }, { params: lib.params }),
  /** Favourites every selected document (one call each: the add call takes one item). */
  favoriteMany: async (ids: number[]) => {
    for (const id of ids)
      await call(libraryCalls.favoriteAdd, { library: lib.key, itemid: id }, { params: lib.params });
  },
  exportXlsx: (input: ExportInput, quantity: number) =>
    callBlob(libraryCalls.export, { ...input, library: lib.key, quantity }, { params: lib.params }),
});

export const exportName = (lib: LibraryInfo, what: string) => `${lib.key}-${what}-${chinaToday()}.xlsx`;
