import { libraryPage } from './library-context';
import { PageFrame } from './page-frame';
import { ModuleDocList } from './module-list-page';

/** Enterprise standards (module 37, /system only): the module list with its own detail route. */
function CoStandardPage() {
  return (
    <PageFrame>
      <ModuleDocList module="coStandard" />
    </PageFrame>
  );
}

export default libraryPage(CoStandardPage);
