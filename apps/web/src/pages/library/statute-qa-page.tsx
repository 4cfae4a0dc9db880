import { libraryPage } from './library-context';
import { PageFrame } from './page-frame';
import { ModuleDocList } from './module-list-page';

/** Regulatory Q&A (/system only): questions are searchable like any document list. */
function StatuteQAPage() {
  return (
    <PageFrame>
      <ModuleDocList module="statuteQA" />
    </PageFrame>
  );
}

export default libraryPage(StatuteQAPage);
