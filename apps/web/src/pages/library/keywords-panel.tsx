import { useMemo, useState } from 'react';
import { Button, Input, Upload } from 'antd';
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type OutputOf, libraryCalls } from '@app/contract';
import { ListView, useListController, type ListDefinition } from '../../components/list';
import { call } from '../../api/call';
import { useLibrary } from './library-context';
import { uploadFile } from './novelty/upload';
import { useApp } from '../../app/use-app';

type Keyword = OutputOf<typeof libraryCalls.keywords>['list'][number];

/**
 * The member's update-reminder keywords: add (comma or space separated, split on the server),
 * delete, import from xlsx. The server splits and deduplicates, so the page only reports counts.
 */
export function KeywordsPanel() {
  const lib = useLibrary();
  const { t } = useTranslation();
  const { message } = useApp();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'add' | 'import' | undefined>();

  const qc = useQueryClient();
  const def = useMemo<ListDefinition<Keyword>>(() => {
    const id = ['library', lib.key, 'keywords'] as const;
    const remove = (ids: (string | number)[]) =>
      call(libraryCalls.keywordDelete, { library: lib.key, ids: ids.map(Number) }, { params: lib.params });
    return {
      id,
      rowKey: (r) => r.id,
      load: (q) =>
        call(libraryCalls.keywords, { library: lib.key, page: q.page, pageSize: q.pageSize }, { params: lib.params }),
      columns: [
        { title: 'lib.keyword', dataIndex: 'keyword' },
        { title: 'lib.keywords.createdAt', dataIndex: 'createdAt', width: 180 },
        {
          title: 'lib.col.action',
          key: 'action',
          width: 100,
          render: (_: unknown, row: Keyword) => (
            <Button
              type="link"
              size="small"
              danger
              aria-label={`${t('lib.keywords.delete')} ${row.keyword}`}
              onClick={async () => {
                try {
                  await remove([row.id]);
                  void message.success(t('operationSuccess'));
                  await qc.invalidateQueries({ queryKey: id });
                } catch (e) {
                  // Envelope errors were already shown by the request layer.
                  if (!(e instanceof Error) || !('code' in e)) void message.error(t('operationFailed'));
                }
              }}
            >
              {t('lib.keywords.delete')}
            </Button>
          ),
        },
      ],
      batch: [{ key: 'delete', label: 'lib.keywords.delete', icon: <DeleteOutlined />, run: remove }],
    };
  }, [lib, t, message, qc]);
  const ctl = useListController<Keyword>(def);
  const refresh = () => qc.invalidateQueries({ queryKey: def.id });

  const add = async () => {
    if (!text.trim()) return;
    setBusy('add');
    try {
      const r = await call(libraryCalls.keywordAdd, { library: lib.key, keyword: text }, { params: lib.params });
      void message.success(t('lib.keywords.added', { n: r.added }));
      setText('');
      await refresh();
    } catch (e) {
      if (!(e instanceof Error) || !('code' in e)) void message.error(t('operationFailed'));
    } finally {
      setBusy(undefined);
    }
  };

  const importFile = async (file: File) => {
    setBusy('import');
    try {
      const r = await uploadFile(libraryCalls.keywordImport, file, { library: lib.key }, lib.params);
      void message.success(t('lib.keywords.imported', { added: r.added, skipped: r.skipped }));
      await refresh();
    } catch (e) {
      void message.warning(e instanceof Error && e.message ? e.message : t('operationFailed'));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <ListView
      ctl={ctl}
      emptyText={t('lib.keywords.empty')}
      toolbar={
        <>
          <Input
            aria-label={t('lib.keywords.new')}
            placeholder={t('lib.keywords.placeholder')}
            value={text}
            maxLength={100}
            style={{ width: 320 }}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={() => void add()}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            loading={busy === 'add'}
            disabled={!text.trim()}
            onClick={() => void add()}
          >
            {t('lib.keywords.add')}
          </Button>
          <Upload
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={(f) => {
              if (!f.name.toLowerCase().endsWith('.xlsx')) void message.warning(t('onlyFormat', { format: 'xlsx' }));
              else void importFile(f);
              // The file goes through `uploadFile`, never antd's own request.
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy === 'import'}>
              {t('lib.keywords.import')}
            </Button>
          </Upload>
        </>
      }
    />
  );
}
