import type { ComponentType } from 'react';
import type { RecordModuleLike, RecordPagesDef } from './types';
import { RecordFrame } from './record-frame';
import { RecordListBody } from './record-list-page';
import { RecordDetailBody, RecordRelatedBody } from './record-detail-page';
import { RecordStatsBody } from './record-stats-page';
import { RecordVisualBody } from './record-visual-page';

type Body = ComponentType<{ def: RecordPagesDef<RecordModuleLike> }>;

/**
 * The page components of one record module, made from its definition: list, detail, related
 * (detailMore), statistics and visual overview, each inside the area's frame.
 */
export function makeRecordPages<M extends RecordModuleLike>(def: RecordPagesDef<M>) {
  const page = (Inner: Body, name: string) => {
    const Page = () => (
      <RecordFrame nav={def.nav} module={def.module}>
        <Inner def={def as unknown as RecordPagesDef<RecordModuleLike>} />
      </RecordFrame>
    );
    Page.displayName = `${def.module.spec.name}${name}`;
    return Page;
  };
  return {
    def,
    List: page(RecordListBody as Body, 'List'),
    Detail: page(RecordDetailBody as Body, 'Detail'),
    Related: page(RecordRelatedBody as Body, 'Related'),
    Statistics: page(RecordStatsBody as Body, 'Statistics'),
    Visualization: page(RecordVisualBody as Body, 'Visualization'),
  };
}
