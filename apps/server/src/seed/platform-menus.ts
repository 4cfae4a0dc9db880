import { portalMenuRows, type PortalMenuRow } from '@app/contract';

/** One stored menu rule of the demo tree; `url` is a route of the contract's table. */
export type MenuSeed = PortalMenuRow;

/** The demo menu tree: computed from the contract's route table and library document kinds. */
export const demoMenus: MenuSeed[] = portalMenuRows();
