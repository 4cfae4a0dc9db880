import type { Database } from '../../../db/client.js';
import { editionsOf, recordText } from './editions.js';
import { DraftBuilder } from './draft.js';

/**
 * What this database does not hold, said plainly: China's pesticide MRLs (GB 2763 has no open
 * machine-readable source, so its limits are not here, although the standard's record is) and the
 * rules of places other than mainland China, the EU (2023/915 contaminants) and Taiwan (TFDA).
 */
export async function sayPesticideNotHeld(database: Database, b: DraftBuilder): Promise<void> {
  const editions = await editionsOf(database, 'GB2763');
  const inForce = [...editions].reverse().find((e) => e.state === 2);
  if (inForce) {
    const source = b.source(`doc:${inForce.id}`, {
      passageId: null,
      kind: 'document',
      docId: inForce.id,
      docVersion: null,
      library: inForce.library,
      validity: inForce.state,
      anchor: '',
      label: inForce.docNumber,
      sourceTitle: `${inForce.docNumber} ${inForce.title}`,
      text: recordText(inForce),
      href: '',
    });
    b.absent(
      `本库未收录 ${inForce.docNumber}（食品中农药最大残留限量）的限量数据，无法给出中国大陆的农药最大残留限量；该标准本身现行有效。`,
      `This database does not hold the limits of ${inForce.docNumber} (China's pesticide MRLs), so it cannot give China's MRL; the standard itself is in force.`,
    );
    b.sentences[b.sentences.length - 1]!.cites = [{ source, quote: inForce.docNumber }];
  } else
    b.absent(
      '本库未收录 GB 2763（食品中农药最大残留限量）的限量数据，无法给出中国大陆的农药最大残留限量。',
      "This database does not hold GB 2763 (China's pesticide MRLs), so it cannot give China's MRL.",
    );
}

export function sayForeignNotHeld(b: DraftBuilder, place: string): void {
  b.absent(
    `本库未收录${place}的法规、标准或限量；本库收录中国大陆的法律法规和食品安全标准、欧盟 (EU) 2023/915 污染物限量和中国台湾地区的农药残留容许量。`,
    `This database does not hold the rules of ${place}; it holds mainland China's laws and food-safety standards, the EU's contaminant limits of Regulation (EU) 2023/915 and the pesticide MRLs of the Taiwan region of China.`,
  );
}
