import type { z } from 'zod';
import type { CallRoute, Endpoint } from '../endpoint.js';
import type { Language } from '../messages.js';

/** A text in both languages, zh-cn first: every label of a definition carries both. */
export type Bilingual = readonly [zhCn: string, en: string];

/** A choice of a select, radio or tree; `label` is bilingual or plain data text. */
export interface Choice {
  value: string | number;
  label: Bilingual | string;
  children?: Choice[];
}

/**
 * Choices the browser loads from the server (roles, the department tree …): the definition
 * names them, the web supplies one loader per name (a missing loader fails `tsc`).
 */
export type LoadedChoices = 'roles' | 'depts' | 'menus' | 'customers' | 'parentMenus' | 'parentDepts' | 'portalRights';

export type FieldType =
  | 'text'
  | 'textarea'
  | 'password'
  | 'email'
  /** Several e-mail addresses separated by commas (push recipients). */
  | 'emails'
  | 'number'
  | 'select'
  | 'multiSelect'
  /** A checkable tree whose value is the list of checked ids (role menus and departments). */
  | 'treeCheck'
  /** One node of a tree (a parent menu or department). */
  | 'treeSelect'
  | 'radio'
  | 'switch'
  | 'date'
  | 'datetime'
  /** A list of {url, method} pairs (a menu's API resources). */
  | 'resources'
  /** Rich text (HTML) edited in place; the server cleans it. */
  | 'html'
  /** A stored file's url, set by uploading through `fileUpload`. */
  | 'file';

export interface TableOptions {
  sorter?: boolean;
  width?: number;
  /** Shown as a coloured tag (statuses). */
  tag?: boolean;
  ellipsis?: boolean;
  /** Narrowest the column is squeezed to when the table fits its box (a title read, not "食品安全国…"). */
  minWidth?: number;
}

export interface FormOptions {
  required?: boolean;
  /** Only when creating (passwords); `editOnly` only when editing. */
  createOnly?: boolean;
  editOnly?: boolean;
  /** Must equal this other field (确认密码与密码输入不一致). */
  sameAs?: string;
  /** The catalogue key when `sameAs` fails (default confirmPasswordMismatch). */
  sameAsMessage?: 'confirmPasswordMismatch' | 'confirmNewPasswordMismatch';
  /** Required only while this other (switch) field is on. */
  requiredIf?: string;
  /** An integer greater than 0 (sort). */
  positive?: boolean;
  max?: number;
  /** Shown greyed out while editing (a login name, a job's bean …). */
  lockedOnEdit?: boolean;
  /** Extra hint under the field. */
  help?: Bilingual;
  /** Starting value of a new record. */
  initial?: unknown;
}

export interface SearchOptions {
  /** A date range searched by two input keys; the start may not be after the end. */
  range?: readonly [from: string, to: string];
}

/** A column of the xlsx export (its header is the field's label in the caller's language). */
export interface ExportOptions {
  width?: number;
}

/**
 * One field of a back-office resource: its label, and where it shows (search form, table,
 * create/edit form, detail, xlsx export). The web draws the screen from it and the server
 * heads the export's columns with its label, so a label is written once.
 */
export interface Field<C = readonly Choice[] | LoadedChoices> {
  type: FieldType;
  label: Bilingual;
  search?: boolean | SearchOptions;
  table?: boolean | TableOptions;
  form?: boolean | FormOptions;
  /** A column of the xlsx export, in the definition's order. */
  export?: boolean | ExportOptions;
  /** Shown in the detail view; default: when shown in the table or the form. */
  detail?: boolean;
  choices?: C;
  /** A value that is never displayed (secrets come back masked; passwords never). */
  secret?: boolean;
  /** An html field's image upload call (answers `{ url }`). */
  imageUpload?: CallRoute;
  /** A file field's upload call (answers `{ url, name }`) and the types it accepts (`.pdf,.docx`). */
  fileUpload?: CallRoute;
  accept?: string;
}

export type Fields = Record<string, Field>;

/** The list filter keys of a moment column's date range. */
export const dateRangeKeys = ['startDate', 'endDate'] as const;

/** A staff member's free remark on a record (roles, params, jobs …). */
export const remarkField: Field = {
  type: 'textarea',
  label: ['备注', 'Remark'],
  table: { ellipsis: true },
  form: { max: 200 },
  export: true,
};

/** A moment column (created, logged at): sortable, searched by a date range, exported. */
export const momentField = (label: Bilingual): Field => ({
  type: 'datetime',
  label,
  table: { sorter: true },
  search: { range: dateRangeKeys },
  export: true,
});

/** A back-office resource as both the screen and the export read it. */
export interface ResourceFields<F extends Fields = Fields> {
  title: Bilingual;
  fields: F;
}

type ListItem<O> = O extends { list: readonly (infer T)[] } ? T : O extends readonly (infer T)[] ? T : never;
type Item<G> = G extends { page: Endpoint<z.ZodType, infer O> }
  ? ListItem<z.output<O>>
  : G extends { list: Endpoint<z.ZodType, infer O> }
    ? ListItem<z.output<O>>
    : never;
type Input<E> = E extends Endpoint<infer I, z.ZodType> ? z.input<I> : never;
type InputKeys<G, K extends string> = G extends Record<K, Endpoint> ? keyof Input<G[K]> : never;

/** Field names a resource of a group of calls may use: those of its rows, its list filters and its forms. */
export type FieldKeyOf<G> = Extract<
  keyof Item<G> | InputKeys<G, 'page'> | InputKeys<G, 'list'> | InputKeys<G, 'save'> | InputKeys<G, 'update'>,
  string
>;

/**
 * Declares the fields of the resource whose calls are `G`: a field that is in none of the
 * calls' schemas fails `tsc` (`fieldsOf<typeof users>()({ ... })`).
 */
export const fieldsOf =
  <G>() =>
  <const F extends Fields>(def: {
    title: Bilingual;
    fields: F & Record<Exclude<keyof F, FieldKeyOf<G>>, never>;
  }): ResourceFields<F> =>
    def;

/** The xlsx columns of a resource: its export fields in order, headed by their labels in `lang`. */
export const exportColumnsOf = (fields: Fields, lang: Language): { key: string; header: string; width?: number }[] =>
  Object.entries(fields)
    .filter(([, f]) => f.export)
    .map(([key, f]) => ({
      key,
      header: lang === 'en' ? f.label[1] : f.label[0],
      ...(typeof f.export === 'object' ? f.export : {}),
    }));
