import { describe, expect, it } from 'vitest';
import { findRoute, portalMenuRows } from '@app/contract';
import { portalAreas } from './areas';

// The open pages (/demo, /ad) present the same areas as the portal's menu: an area added to the
// menu and forgotten here (or the reverse) fails this test, naming it.
describe('the areas of /demo and /ad', () => {
  const menuRoots = portalMenuRows()
    .filter((r) => r.parentId === 0 && r.menuType === 'menu')
    .map((r) => r.url);
  const areaRoots = portalAreas.map((a) => a.root);
  // The reference articles are reading matter, not a service to sell; the assistant has no
  // menu entry of its own (the shell's AI tab opens it).
  const notOnOpenPages = ['/information'];
  const notInMenu = ['/assistant'];

  it('are the menu top-level areas, with the stated exceptions', () => {
    expect(menuRoots.filter((r) => !areaRoots.includes(r as never))).toEqual(notOnOpenPages);
    expect(areaRoots.filter((r) => !menuRoots.includes(r))).toEqual(notInMenu);
  });

  it('each starts at a route of the table', () => {
    for (const root of areaRoots) expect(findRoute(root), root).toBeDefined();
  });
});
