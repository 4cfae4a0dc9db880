import type { LibraryKey, PortalRight } from '../constants.js';
import type { PageKey } from '../routes.js';

/**
 * Every portal route of spec section 2, declared once with the spec's metadata. The web
 * router, the route guard, the menu highlight, the page title and the favourites badge all
 * read this table; the server checks at start-up that every stored menu url resolves here.
 */
export interface RouteMeta<Page extends string = PageKey> {
  path: string;
  /** Chinese title; `en` is the English one. */
  title: string;
  en: string;
  /** Key of the title in the language pack. */
  langField: string;
  /** Rule name the member must hold; '*' = any logged-in member. */
  permissions: PortalRight | '*';
  /** Holding the parent permission also allows the route. */
  parentPer?: PortalRight;
  /** The favourites entry and badge show on this route. */
  hascollect?: boolean;
  /** Menu entry to highlight while on this route. */
  activePath?: string;
  /** Not checked by the guard. */
  unchecked?: boolean;
  /** Reachable without logging in. */
  anonymous?: boolean;
  /** Rendered inside the portal shell (header, menu bar, footer). */
  shell: boolean;
  /**
   * Which page component renders it: the web's page registry must map every key (see
   * `PageKey`), so a route without a page fails the type check.
   */
  page: Page;
  library?: LibraryKey;
  /** The redirect that adds isOpen=true when missing. */
  needsIsOpen?: boolean;
  /** Area default: visiting the area root redirects here. */
  redirectFrom?: string;
}

type Def<P extends string> = Omit<RouteMeta<P>, 'langField' | 'shell'> & { langField?: string; shell?: boolean };
/** One route; its `page` key keeps its literal type, so `PageKey` lists every page. */
export const route = <const P extends string>(d: Def<P>): RouteMeta<P> => ({
  shell: true,
  langField: d.langField ?? `route.${d.path.replace(/^\//, '').replace(/[/.]/g, '_')}`,
  ...d,
});

type AreaPage<S extends string> = readonly [sub: S, title: string, en: string, permissions?: PortalRight];
/** The page key of an area page: the prefix without its slash, then the sub path. */
type AreaPageKey<Prefix extends string, S extends string> = Prefix extends `/${infer P}` ? `${P}/${S}` : never;
/** An area: pages under one prefix, its default page first. */
export const area = <const Prefix extends `/${string}`, const S extends string>(
  prefix: Prefix,
  permissions: PortalRight,
  pages: readonly AreaPage<S>[],
  defaultSub?: NoInfer<S>,
) =>
  pages.map(([sub, title, en, own]) =>
    route({
      path: `${prefix}/${sub}`,
      title,
      en,
      permissions: own ?? permissions,
      parentPer: own ? permissions : undefined,
      page: `${prefix.slice(1)}/${sub}` as AreaPageKey<Prefix, S>,
      redirectFrom: sub === defaultSub ? prefix : undefined,
      activePath: sub.includes('/') ? `${prefix}/${sub.split('/')[0]}` : undefined,
    }),
  );
