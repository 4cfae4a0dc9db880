import { useEffect, useMemo, useState } from 'react';
import { Empty } from 'antd';
import { FitTable } from '../../../components/list/fit-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RecordModuleLike, RecordPagesDef, RecordRow } from './types';
import { recordsApi } from './records-api';
import { recordColumns } from './record-columns';
import { useLang } from './lang';

/** Records sharing one field with the given record (same notice, same producer, same party …). */
export function RelatedList<M extends RecordModuleLike>({
  def,
  id,
  by,
  pageSize = 10,
  onTotal,
}: {
  def: RecordPagesDef<M>;
  id: number;
  by: string;
  pageSize?: number;
  onTotal?: (total: number, value: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(pageSize);
  const api = useMemo(() => recordsApi(def.module), [def.module]);
  const q = useQuery({
    queryKey: ['records', def.module.spec.name, 'related', id, by, page, size, lang],
    queryFn: () => api.related(id, by, page, size),
    placeholderData: keepPreviousData,
  });
  const data = q.data;
  useEffect(() => {
    if (data) onTotal?.(data.total, data.value);
  }, [data, onTotal]);
  const columns = useMemo(() => recordColumns(def, lang, t).map(({ sortKey: _s, ...c }) => c), [def, lang, t]);
  return (
    <FitTable<RecordRow>
      size="small"
      rowKey="id"
      loading={q.isFetching}
      dataSource={q.data?.list ?? []}
      columns={columns}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={t('noData')} /> }}
      pagination={{
        current: page,
        pageSize: size,
        total: q.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => t('list.total', { total }),
        onChange: (p, s) => {
          setPage(s !== size ? 1 : p);
          setSize(s);
        },
      }}
    />
  );
}
