import { Link } from 'react-router';
import { Col, Row, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { libraryCalls } from '@app/contract';
import { call } from '../../api/call';
import { ChinaMap, provinceLabel, useChinaGeo } from '../../components/charts';
import { libraryPage, useLibrary } from './library-context';
import { PageFrame } from './page-frame';

/** China map of local standards and regulations per province, with a ranked, linked list. */
function MapPage() {
  const lib = useLibrary();
  const { t, i18n } = useTranslation();
  const geo = useChinaGeo();
  const map = useQuery({
    queryKey: ['library', lib.key, 'map'],
    queryFn: () => call(libraryCalls.map, { library: lib.key }, { params: lib.params }),
  });
  const provinces = [...(map.data?.provinces ?? [])].sort((a, b) => b.count - a.count);
  const detail = (name: string) => `${lib.base}/map/detail?province=${encodeURIComponent(name)}`;
  return (
    <PageFrame>
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <ChinaMap
            title={t('lib.map.title')}
            geo={geo}
            loading={map.isLoading}
            height={520}
            rows={provinces.map((p) => ({ name: p.name, count: p.count }))}
            series={{ key: 'count', label: t('lib.map.count') }}
            testId="library-map"
          />
        </Col>
        <Col xs={24} lg={8}>
          <Typography.Paragraph type="secondary">{t('lib.map.pick')}</Typography.Paragraph>
          <Table
            size="small"
            rowKey="name"
            loading={map.isLoading}
            dataSource={provinces}
            pagination={false}
            scroll={{ y: 480 }}
            locale={{ emptyText: t('noData') }}
            columns={[
              {
                title: t('lib.col.province'),
                dataIndex: 'name',
                render: (n: string) => <Link to={detail(n)}>{provinceLabel(n, i18n.language)}</Link>,
              },
              { title: t('lib.map.count'), dataIndex: 'count', width: 100, align: 'right' },
            ]}
          />
        </Col>
      </Row>
    </PageFrame>
  );
}

export default libraryPage(MapPage);
