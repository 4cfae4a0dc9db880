import type { Implementation } from '../lib/endpoints.js';
import { memberImplementations } from './member/member.routes.js';
import { geoImplementations } from './geo/geo.routes.js';
import { libraryImplementations } from './library/library.routes.js';
import { recordsImplementations } from './records/records.routes.js';
import { adminImplementations } from './admin/index.js';
import { dataSourceImplementations } from './data-sources/data-sources.routes.js';

/** Every module's implementations; a module adds its list here. */
export const allImplementations: Implementation[] = [...memberImplementations, ...geoImplementations, ...libraryImplementations, ...recordsImplementations, ...adminImplementations, ...dataSourceImplementations];
