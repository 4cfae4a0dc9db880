import type { Endpoint } from '../../endpoint.js';
import type { z } from 'zod';
import type { CrossTab } from './shape.js';
import type { RecordOptions, RecordPage, RecordView, RecordVisualization } from './views.js';
import { sampling } from './sampling.js';
import { penalty } from './penalty.js';
import { judge, judgeClassic } from './judge.js';
import { international } from './international.js';
import { samplingWarnings } from './warnings.js';

export * from './shape.js';
export * from './views.js';
export { sampling, samplingLevels, samplingResults } from './sampling.js';
export { penalty } from './penalty.js';
export { judge, judgeClassic, classicCaseItem, classicCaseDetail } from './judge.js';
export { international } from './international.js';
export * from './warnings.js';

/** The four record modules by name: definition (`spec`), schemas and calls. */
export const recordModules = { sampling, penalty, judge, international } as const;
export type RecordModuleName = keyof typeof recordModules;

type Prefixed<P extends string, G> = { [K in keyof G & string as `${P}${Capitalize<K>}`]: G[K] };
const prefixed = <P extends string, G extends Record<string, Endpoint>>(prefix: P, group: G) =>
  Object.fromEntries(
    Object.entries(group).map(([k, e]) => [`${prefix}${k[0]!.toUpperCase()}${k.slice(1)}`, e]),
  ) as Prefixed<P, G>;

/**
 * Every records call as one flat group (`api.records.samplingList` …), as the server registers
 * groups; `recordModules.sampling.calls.list` is the same endpoint, reached by module.
 */
export const records = {
  ...prefixed('sampling', sampling.calls),
  ...prefixed('penalty', penalty.calls),
  ...prefixed('judge', judge.calls),
  ...prefixed('international', international.calls),
  ...judgeClassic,
  ...samplingWarnings,
};

// Every module's answers fit the generic pages' view of them (records-api.ts on the web).
type ModuleCalls = (typeof recordModules)[RecordModuleName]['calls'];
type Fits<T extends U, U> = T;
export type RecordAnswersFit = [
  Fits<z.output<ModuleCalls['list']['output']>, RecordPage>,
  Fits<z.output<ModuleCalls['detail']['output']>, RecordView>,
  Fits<z.output<ModuleCalls['related']['output']>, RecordPage & { value: string }>,
  Fits<z.output<ModuleCalls['statistics']['output']>, CrossTab>,
  Fits<z.output<ModuleCalls['visualization']['output']>, RecordVisualization>,
  Fits<z.output<ModuleCalls['options']['output']>, RecordOptions>,
];

export { rasffText, rasffTranslatedFields } from './rasff-vocabulary.js';
export { countryZh, productZh, rasffSubjectZh, subjectParts } from './rasff-subject.js';
export {
  importPreview,
  recordImportModuleLabels,
  recordImportModules,
  recordImportRun,
  recordsImportAdmin,
} from './import.js';
