import { describe, expect, it } from 'vitest';
import { libraryModuleRights, searchRight } from '@app/contract';
import { linkAllowed } from './link-allowed';

// The seeded viewer: the standard library and its modules, without favourites (collection).
const viewer = new Set(['biaofa', searchRight('biaofa'), ...libraryModuleRights.filter((r) => r !== 'collection')]);

describe('links follow the route rule', () => {
  it('hides 我的收藏 from a viewer without the collection right and keeps what the viewer may open', () => {
    expect(linkAllowed('/system/favorite', viewer, false)).toBe(false);
    expect(linkAllowed('/system/unifiedSearch?isOpen=true', viewer, false)).toBe(true);
    expect(linkAllowed('/rihua/index', viewer, false)).toBe(false);
    expect(linkAllowed('/system/favorite', new Set(), true)).toBe(true);
  });
});
