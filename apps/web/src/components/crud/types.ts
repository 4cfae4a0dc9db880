import { staffRightOf } from '@app/contract';
import type {
  Bilingual,
  CallRoute,
  Choice,
  Field,
  FormOptions,
  InputOf,
  OutputOf,
  SearchOptions,
  StaffPermission,
  TableOptions,
} from '@app/contract';

export type { Bilingual, Choice, FieldType, TableOptions, FormOptions, SearchOptions } from '@app/contract';

/**
 * Where a field's choices come from: a fixed list, or a loader (a dictionary type, the menu
 * tree …) that the kit calls once per page and caches under `key`.
 */
export type ChoiceSource = readonly Choice[] | { key: string; load: () => Promise<Choice[]> };

/** A field as the kit draws it: the contract's field with its choices ready to load. */
export type FieldDef = Field<ChoiceSource>;

/** How a field's settings read, whichever shorthand the definition used. */
export const tableOf = (f: FieldDef): TableOptions | undefined =>
  f.table ? (f.table === true ? {} : f.table) : undefined;
export const formOf = (f: FieldDef): FormOptions | undefined => (f.form ? (f.form === true ? {} : f.form) : undefined);
export const searchOf = (f: FieldDef): SearchOptions | undefined =>
  f.search ? (f.search === true ? {} : f.search) : undefined;

/**
 * The calls of one resource. Only `list` is required; a missing call hides its buttons. The
 * definition names them explicitly so the contract may call them what it likes.
 */
export interface ResourceCalls {
  list: CallRoute;
  info?: CallRoute;
  create?: CallRoute;
  update?: CallRoute;
  delete?: CallRoute;
  export?: CallRoute;
  import?: CallRoute;
}

type Obj = Record<string, unknown>;
type ListItem<O> = O extends { list: readonly (infer T)[] } ? T : O extends readonly (infer T)[] ? T : never;
type ItemOf<C extends ResourceCalls> = ListItem<OutputOf<C['list']>>;
export type RowOf<C extends ResourceCalls> = ItemOf<C> & Obj;
type InputKeys<E> = E extends CallRoute ? keyof InputOf<E> : never;

/** Field names a definition may use: those of the rows, the search input and the forms. */
export type FieldKey<C extends ResourceCalls> = Extract<
  keyof ItemOf<C> | InputKeys<C['list']> | InputKeys<C['create']> | InputKeys<C['update']>,
  string
>;

/** The back-office permission each standard action of a screen needs (absent = no such action). */
export interface ResourceActions {
  create?: StaffPermission;
  update?: StaffPermission;
  delete?: StaffPermission;
  export?: StaffPermission;
  import?: StaffPermission;
  info?: StaffPermission;
}

/** What a batch or row action needs selected before it runs. */
export type Selection = 'none' | 'one' | 'many';

export interface CustomAction<Row> {
  key: string;
  label: Bilingual;
  permission?: StaffPermission;
  /** Toolbar actions act on the selection; row actions on their row. */
  place: 'toolbar' | 'row';
  select?: Selection;
  /** Ask before running. */
  confirm?: Bilingual;
  danger?: boolean;
  /** Hidden for rows where it makes no sense (resume a running job). */
  visible?: (row: Row) => boolean;
  /** Runs the action; returns a catalogue key or text to show, or nothing for 操作成功. */
  run?: (rows: Row[], ids: number[]) => Promise<unknown>;
  /** Or opens a page (a job's logs). */
  link?: (row: Row) => string;
  /** Or opens a small form first; its values are handed to `run` as the third argument. */
  form?: Record<string, FieldDef>;
  /** The action form's starting values from the row (current rights …). */
  initial?: (row: Row) => Obj;
  submit?: (rows: Row[], ids: number[], values: Obj) => Promise<unknown>;
}

export interface ResourceDefinition<C extends ResourceCalls = ResourceCalls> {
  /** Used for cache keys, test ids and file names. */
  name: string;
  title: Bilingual;
  calls: C;
  fields: Partial<Record<FieldKey<C>, FieldDef>>;
  /**
   * The permission each standard action needs, when it is not the one its call declares (a
   * detail shown from the row without the info call …); absent = read from the calls.
   */
  actions?: ResourceActions;
  /** The row's id field (default `id`). */
  idKey?: string;
  /** Rows arrive flat with a parent id: shown as a tree, the list is not paged. */
  tree?: { parentKey: string };
  /** The key the delete call takes the ids under (default `ids`). */
  deleteKey?: string;
  custom?: CustomAction<RowOf<C>>[];
  /** Fixed input every list call carries (a type filter …). */
  listFixed?: Obj;
  /** Turns form values into the create/update input (a secret left blank is not sent …). */
  toInput?: (values: Obj, editing: RowOf<C> | undefined) => Obj;
  /** The xlsx import's expected columns, told to the user. */
  importHint?: Bilingual;
  /** What an empty table tells the user to do first (instead of a bare 暂无数据). */
  emptyHint?: Bilingual;
  /** The import button's label when it is an upload (default 导入). */
  importLabel?: Bilingual;
  /** File types the import/upload button accepts (default .xlsx). */
  importAccept?: string;
}

/**
 * One definition per entity drives its search form, table, form, detail and buttons. Typed
 * against the contract: a field that is not in the calls' schemas fails `tsc`.
 */
export const defineResource = <C extends ResourceCalls>(def: ResourceDefinition<C>) => def;

/** A definition with its call types erased, as the generic components take it. */
export type AnyResource = ResourceDefinition<ResourceCalls>;

/** The contract's standard group of an entity (page, info, save, update, delete, export). */
interface StandardGroup {
  page: CallRoute;
  info: CallRoute;
  save: CallRoute;
  update: CallRoute;
  delete: CallRoute;
  export: CallRoute;
}
export const standardCalls = <G extends StandardGroup>(
  g: G,
): {
  list: G['page'];
  info: G['info'];
  create: G['save'];
  update: G['update'];
  delete: G['delete'];
  export: G['export'];
} => ({
  list: g.page,
  info: g.info,
  create: g.save,
  update: g.update,
  delete: g.delete,
  export: g.export,
});

/** The buttons' permissions of a screen: those its definition names, else those its calls declare. */
export const actionsOf = (def: AnyResource): ResourceActions =>
  def.actions ?? {
    create: staffRightOf(def.calls.create),
    update: staffRightOf(def.calls.update),
    delete: staffRightOf(def.calls.delete),
    export: staffRightOf(def.calls.export),
    import: staffRightOf(def.calls.import),
    info: staffRightOf(def.calls.info),
  };
