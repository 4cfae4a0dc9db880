/**
 * Every back-office permission id (renren style `{resource}:{action}`, e.g. `sys:user:save`),
 * declared once: the calls' access rules, the admin route table, the seeded menus and the web's
 * buttons all take a `StaffPermission`, so a misspelt id fails the type check. A new back-office
 * resource adds one line here.
 */
const listing = ['page', 'export'] as const;
const item = ['info', 'save', 'update', 'delete'] as const;
const crud = [...listing, ...item] as const;
const tree = ['list', ...item] as const;

export const staffResources = {
  'sys:user': crud,
  'sys:role': crud,
  'sys:menu': tree,
  'sys:dept': tree,
  'sys:dict': crud,
  'sys:params': crud,
  'sys:schedule': [...crud, 'pause', 'resume', 'run', 'log'],
  'sys:oss': ['config', 'page', 'upload', 'delete'],
  'sys:log:login': listing,
  'sys:log:operation': listing,
  'sys:log:error': listing,
  'sys:keyword': [...crud, 'import'],
  'sys:push': ['page', 'update'],
  'sys:customer': crud,
  'sys:member': [...crud, 'reset', 'status', 'grant', 'push'],
  /** The library's document editor. */
  'library:document': ['save'],
  /** Demo data overview and removal (the content issue's screen). */
  'sys:demo': ['page', 'delete', 'restore'],
  /** Reference articles of /information. */
  'info:article': crud,
  /** Industrial chains and their nodes. */
  'chain:chain': crud,
  'chain:node': crud,
  /** Monthly reports uploaded for customers. */
  'info:monthly': crud,
  /** Limits import runs and corrections of a limit. */
  'limits:import': ['page'],
  'limits:limit': ['page', 'update'],
  /** Sampling, penalty and judgment imports: preview and confirm (save), the runs (page). */
  'records:import': ['page', 'save'],
  /** Product standards' food categories, placed by the editors. */
  'indicators:placement': ['page', 'update'],
  /** Monitoring items (舆情), briefing issues (简报) and their items. */
  'info:item': crud,
  'info:briefing': [...crud, 'publish'],
  'info:entry': crud,
} as const;

type Resources = typeof staffResources;
export type StaffResource = keyof Resources;
export type StaffAction<R extends StaffResource = StaffResource> = Resources[R][number];
/** A back-office permission id: `sys:user:save` … */
export type StaffPermission = { [R in StaffResource]: `${R}:${StaffAction<R>}` }[StaffResource];

type Having<A extends string> = { [R in StaffResource]: [A] extends [StaffAction<R>] ? R : never }[StaffResource];
/** Resources with a paged list and an export (`crudCalls`, `logCalls`). */
export type ListingResource = Having<(typeof listing)[number]>;
/** Resources with one-record calls: info, save, update, delete. */
export type ItemResource = Having<(typeof item)[number]>;
/** Resources with every standard call. */
export type CrudResource = ListingResource & ItemResource;
/** Tree resources (menus, departments): a flat list and the one-record calls. */
export type TreeResource = Having<(typeof tree)[number]>;

/** Every permission id, for the seed's "all permissions" checks and tests. */
export const allStaffPermissions = Object.entries(staffResources).flatMap(([r, actions]) =>
  actions.map((a) => `${r}:${a}`),
) as StaffPermission[];
