import { useMemo, useState } from 'react';
import { Button, Card, Dropdown, Empty, Result, Space, Table, Typography, Upload, type TableColumnType } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  MoreOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { limits } from '@app/contract';
import { useCrudHost } from './crud-context';
import { RecordDetail } from './record-detail';
import { RecordForm } from './record-form';
import { SearchBar } from './search-bar';
import { say } from './labels';
import { FieldValue } from './values';
import { useActions } from './use-actions';
import { useFitColumns } from '../list/use-fit-columns';
import { useResourceList } from './use-resource-list';
import { actionsOf, tableOf, type AnyResource, type CustomAction, type FieldDef } from './types';
import './texts';

type Obj = Record<string, unknown>;

/** A whole back-office screen from one definition: search, toolbar, table, form, detail. */
export function CrudPage({ def }: { def: AnyResource }) {
  const { t, i18n } = useTranslation();
  const host = useCrudHost();
  const navigate = useNavigate();
  const { query, update, input, result, rows, page } = useResourceList(def);
  const filtered = Object.values(query.filters ?? {}).some(
    (v) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
  );
  const [editing, setEditing] = useState<Obj | null | undefined>();
  /**
   * Each opening of the drawer gets a fresh form: antd keeps a form instance's values across
   * mounts (initialValues only fill fields the store does not hold), so a 新增 opened before
   * 修改 left every field of the edited record blank.
   */
  const [formSession, setFormSession] = useState(0);
  const openForm = (row: Obj | null) => {
    setFormSession((n) => n + 1);
    setEditing(row);
  };
  const [viewing, setViewing] = useState<Obj | undefined>();
  const [selected, setSelected] = useState<Obj[]>([]);
  const idKey = def.idKey ?? 'id';
  const reload = () => {
    setSelected([]);
    void result.refetch();
  };
  const actions = useActions(def, reload);
  const lang = i18n.language;

  const custom = (def.custom ?? []) as CustomAction<Obj>[];
  const allowed = (a: CustomAction<Obj>) => host.can(a.permission);
  const toolbarCustom = custom.filter((a) => a.place === 'toolbar' && allowed(a));
  const rowCustom = custom.filter((a) => a.place === 'row' && allowed(a));
  const needs = actionsOf(def);
  const can = {
    create: !!def.calls.create && host.can(needs.create),
    update: !!def.calls.update && host.can(needs.update),
    delete: !!def.calls.delete && host.can(needs.delete),
    export: !!def.calls.export && host.can(needs.export),
    import: !!def.calls.import && host.can(needs.import),
    info: needs.info === undefined || host.can(needs.info),
  };
  const selectable = can.delete || toolbarCustom.some((a) => a.select && a.select !== 'none');

  const columns = useMemo((): TableColumnType<Obj>[] => {
    const cols = (Object.entries(def.fields) as [string, FieldDef][]).flatMap(([key, f]): TableColumnType<Obj>[] => {
      const o = tableOf(f);
      if (!o) return [];
      return [
        {
          key,
          dataIndex: key,
          title: say(f.label, lang),
          width: o.width,
          minWidth: o.minWidth,
          ellipsis: o.ellipsis,
          sorter: o.sorter && !def.tree,
          sortOrder: query.sort === key ? (query.order === 'asc' ? 'ascend' : 'descend') : null,
          render: (v: unknown) => <FieldValue field={f} value={v} asTag={o.tag} />,
        },
      ];
    });
    const rowButtons = (row: Obj) => {
      const items = [
        ...(can.info
          ? [{ key: 'detail', icon: <EyeOutlined />, label: t('crud.detail'), onClick: () => setViewing(row) }]
          : []),
        ...(can.update
          ? [{ key: 'edit', icon: <EditOutlined />, label: t('crud.edit'), onClick: () => openForm(row) }]
          : []),
        ...(can.delete
          ? [
              {
                key: 'delete',
                icon: <DeleteOutlined />,
                label: t('crud.delete'),
                danger: true,
                onClick: () => actions.remove([row]),
              },
            ]
          : []),
        ...rowCustom
          .filter((a) => !a.visible || a.visible(row))
          .map((a) => ({
            key: a.key,
            label: say(a.label, lang),
            danger: a.danger,
            onClick: () => (a.link ? navigate(a.link(row)) : actions.run(a, [row])),
          })),
      ];
      const [first, second, ...rest] = items;
      return (
        <Space size={0} wrap>
          {[first, second]
            .filter((b) => !!b)
            .map((b) => (
              <Button key={b.key} type="link" size="small" danger={'danger' in b && b.danger} onClick={b.onClick}>
                {b.label}
              </Button>
            ))}
          {rest.length > 0 && (
            <Dropdown
              menu={{ items: rest.map(({ key, label, danger, onClick }) => ({ key, label, danger, onClick })) }}
            >
              <Button type="link" size="small" icon={<MoreOutlined />} aria-label={t('crud.actions')} />
            </Dropdown>
          )}
        </Space>
      );
    };
    if (can.info || can.update || can.delete || rowCustom.length)
      cols.push({
        key: '_actions',
        title: t('crud.actions'),
        fixed: 'right',
        width: 200,
        render: (_: unknown, row: Obj) => rowButtons(row),
      });
    return cols;
    // Rebuilt only when what the columns show changes; the handlers read the latest state.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose, see the line above
  }, [def, lang, query.sort, query.order, can.info, can.update, can.delete, rowCustom.length]);

  const fit = useFitColumns(columns, { x: 'max-content' }, selectable ? 48 : 0, 'middle', rows);

  if (result.isError && !result.data)
    return (
      <Result
        status="warning"
        title={t('crud.loadFailed')}
        subTitle={result.error instanceof Error ? result.error.message : undefined}
        extra={<Button onClick={() => void result.refetch()}>{t('crud.retry')}</Button>}
      />
    );

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {say(def.title, lang)}
        </Typography.Title>
      }
      data-resource={def.name}
    >
      <SearchBar def={def} filters={query.filters} onSearch={(filters) => update({ filters })} />
      <Space wrap style={{ marginBottom: 16 }}>
        {can.create && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
            {t('crud.create')}
          </Button>
        )}
        {can.delete && (
          <Button danger icon={<DeleteOutlined />} onClick={() => actions.remove(selected)}>
            {t('crud.batchDelete')}
          </Button>
        )}
        {toolbarCustom.map((a) => (
          <Button key={a.key} danger={a.danger} onClick={() => actions.run(a, selected)}>
            {say(a.label, lang)}
          </Button>
        ))}
        {can.export && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void actions.exportRows(input).catch(() => undefined)}
            title={t('crud.exportLimit', { max: limits.exportRowsMax })}
          >
            {t('crud.export')}
          </Button>
        )}
        {can.import && (
          <Upload
            accept={def.importAccept ?? '.xlsx'}
            showUploadList={false}
            beforeUpload={(file) => {
              void actions.importFile(file).catch(() => undefined);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} title={def.importHint ? say(def.importHint, lang) : t('crud.importHint')}>
              {def.importLabel ? say(def.importLabel, lang) : t('crud.import')}
            </Button>
          </Upload>
        )}
        {selectable && selected.length > 0 && (
          <Typography.Text type="secondary">{t('crud.selected', { count: selected.length })}</Typography.Text>
        )}
      </Space>
      <div ref={fit.box}>
        <Table<Obj>
          rowKey={(r) => String(r[idKey])}
          size="middle"
          columns={fit.columns}
          tableLayout={fit.tableLayout}
          dataSource={rows}
          loading={result.isFetching}
          scroll={fit.scroll}
          // The "nothing yet: add one" hint only when nothing is filtered; a search that finds nothing says so.
          locale={{
            emptyText: (
              <Empty
                description={def.emptyHint && !result.isFetching && !filtered ? say(def.emptyHint, lang) : t('noData')}
              />
            ),
          }}
          expandable={def.tree ? { defaultExpandAllRows: true } : undefined}
          rowSelection={
            selectable
              ? {
                  selectedRowKeys: selected.map((r) => String(r[idKey])),
                  onChange: (_, rs) => setSelected(rs),
                  checkStrictly: true,
                }
              : undefined
          }
          onChange={(_, __, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const field = s?.order ? String(s.columnKey) : undefined;
            update({ sort: field, order: field ? (s?.order === 'ascend' ? 'asc' : 'desc') : undefined, page: 1 });
          }}
          pagination={
            def.tree
              ? false
              : {
                  current: query.page,
                  pageSize: query.pageSize,
                  total: page?.total ?? 0,
                  showSizeChanger: true,
                  pageSizeOptions: [10, 20, 50, 100],
                  showTotal: (total) => t(page?.estimated ? 'crud.totalEstimated' : 'crud.total', { total }),
                  onChange: (p, size) => update(size !== query.pageSize ? { page: 1, pageSize: size } : { page: p }),
                }
          }
        />
      </div>
      <RecordForm
        key={formSession}
        def={def}
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
      <RecordDetail def={def} row={viewing} onClose={() => setViewing(undefined)} />
      {actions.actionForm}
    </Card>
  );
}
