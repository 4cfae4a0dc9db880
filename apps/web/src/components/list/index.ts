export type { FilterDef, ListQuery, PageOf, ListColumn, BatchAction, ListDefinition } from './types';
export { useListParams, filterKeys } from './use-list-params';
export { useListController, type ListController } from './use-list-controller';
export { ListView } from './list-view';
export { FilterBar } from './filter-bar';
export { ExportButton } from './export-button';
export { saveBlob } from './save-blob';
export { FitTable } from './fit-table';
