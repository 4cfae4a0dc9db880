import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { docModuleSchema, type DocModule } from '@app/contract';
import { libraryPage } from './library-context';
import { moduleFromPath } from './links';
import { DocDetail } from './doc-detail';
import { EditionCompare } from './reader/edition-compare';

/** The module a detail path names: module routes by their segment, coStandard by its own. */
const detailModule = (pathname: string): DocModule | undefined => {
  if (/\/coStandard\/detail$/i.test(pathname)) return 'coStandard';
  if (/\/statuteQA\/detail$/i.test(pathname)) return 'statuteQA';
  const m = docModuleSchema.safeParse(moduleFromPath(pathname));
  return m.success ? m.data : undefined;
};

function ContentPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const module = detailModule(pathname);
  const itemid = Number(params.get('itemid'));
  // ?compare=<id>: this edition compared with another edition of the same standard.
  const compare = Number(params.get('compare'));
  // A detail address without its document (a cut link): say so and lead back to the module's list.
  if (!module || !Number.isInteger(itemid) || itemid <= 0)
    return (
      <Result
        status="404"
        title={t('pageLost')}
        extra={
          <Link to={pathname.replace(/\/(content|detail)$/i, /content$/.test(pathname) ? '/lists' : '')}>
            <Button type="primary">{t('lib.back')}</Button>
          </Link>
        }
      />
    );
  return (
    <div style={{ maxWidth: 1440, margin: '0 auto', padding: '16px 24px' }}>
      {Number.isInteger(compare) && compare > 0 ? (
        <EditionCompare key={`${module}-${itemid}-${compare}`} module={module} itemid={itemid} other={compare} />
      ) : (
        <DocDetail key={`${module}-${itemid}`} module={module} itemid={itemid} />
      )}
    </div>
  );
}

export default libraryPage(ContentPage);
