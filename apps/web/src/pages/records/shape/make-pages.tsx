import type { ReactNode } from 'react';
import type { RecordModuleLike, RecordPagesDef } from './types';
import { RecordFrame } from './record-frame';
import { RecordListBody } from './record-list-page';
import { RecordDetailBody, RecordRelatedBody } from './record-detail-page';
import { RecordStatsBody } from './record-stats-page';
import { RecordVisualBody } from './record-visual-page';

/** A page body: generic over the module, so each module's definition keeps its own types. */
type Body = <N extends RecordModuleLike>(props: { def: RecordPagesDef<N> }) => ReactNode;

/**
 * The page components of one record module, made from its definition: list, detail, related
 * (detailMore), statistics and visual overview, each inside the area's frame.
 */
export function makeRecordPages<M extends RecordModuleLike>(def: RecordPagesDef<M>) {
  const page = (Inner: Body, name: string) => {
    const Page = () => (
      <RecordFrame nav={def.nav} module={def.module}>
        <Inner def={def} />
      </RecordFrame>
    );
    Page.displayName = `${def.module.spec.name}${name}`;
    return Page;
  };
  return {
    def,
    List: page(RecordListBody, 'List'),
    Detail: page(RecordDetailBody, 'Detail'),
    Related: page(RecordRelatedBody, 'Related'),
    Statistics: page(RecordStatsBody, 'Statistics'),
    Visualization: page(RecordVisualBody, 'Visualization'),
  };
}
