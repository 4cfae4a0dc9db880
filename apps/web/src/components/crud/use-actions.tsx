import { useState } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallRoute } from '@app/contract';
import { saveBlob } from '../list/save-blob';
import { useCrudHost } from './crud-context';
import { FieldsForm } from './fields-form';
import { say } from './labels';
import { formToInput } from './values';
import type { AnyResource, CustomAction, Selection } from './types';
import { useApp } from '../use-app';
import { chinaToday } from '../china-today';

type Obj = Record<string, unknown>;
type Action = CustomAction<Obj>;

/** The message a batch action shows when the selection does not fit. */
const selectionMessage = (need: Selection, count: number, isDelete: boolean): string | undefined => {
  if (need === 'one' && count !== 1) return 'selectOneRecord';
  if (need === 'many' && count === 0) return isDelete ? 'selectToDelete' : 'selectAtLeastOne';
  return undefined;
};

/**
 * Running the buttons of a resource: delete (one or many), export, import and the
 * definition's own actions, each checking its selection and asking before destructive work.
 */
export function useActions(def: AnyResource, reload: () => void) {
  const { t, i18n } = useTranslation();
  const { message, modal } = useApp();
  const host = useCrudHost();
  const idKey = def.idKey ?? 'id';
  const [pending, setPending] = useState<{ action: Action; rows: Obj[] } | undefined>();
  const [form] = Form.useForm();

  const done = (answer?: unknown) => {
    void message.success(typeof answer === 'string' && answer ? t(answer) : t('operationSuccess'));
    reload();
  };
  const idsOf = (rows: Obj[]) => rows.map((r) => Number(r[idKey]));

  const remove = (rows: Obj[]) => {
    const warning = selectionMessage('many', rows.length, true);
    if (warning) return void message.warning(t(warning));
    modal.confirm({
      title: t('crud.confirmTitle'),
      content: t('crud.confirmDelete', { count: rows.length }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await host.invoke(def.calls.delete as CallRoute, { [def.deleteKey ?? 'ids']: idsOf(rows) } as never);
        done();
      },
    });
  };

  const run = (action: Action, rows: Obj[]) => {
    const warning = selectionMessage(action.select ?? (action.place === 'row' ? 'one' : 'none'), rows.length, false);
    if (warning) return void message.warning(t(warning));
    if (action.form) {
      return setPending({ action, rows });
    }
    const go = async () => done(await action.run?.(rows, idsOf(rows)));
    if (action.confirm)
      modal.confirm({ title: t('crud.confirmTitle'), content: say(action.confirm, i18n.language), onOk: go });
    else void go().catch(() => undefined);
  };

  const exportRows = async (input: Obj) => {
    const { page: _p, pageSize: _s, ...filters } = input;
    // An export is a blob call: its declared answer is `unknown`, the host hands back the file.
    const blob = (await host.invoke(def.calls.export as CallRoute, filters as never)) as Blob;
    saveBlob(blob, `${def.name}-${chinaToday()}.xlsx`);
  };

  const importFile = async (file: File) => {
    await host.upload(def.calls.import as CallRoute, file);
    done();
  };

  const actionForm = pending && (
    <Modal
      open
      title={say(pending.action.label, i18n.language)}
      onCancel={() => setPending(undefined)}
      destroyOnHidden
      okText={t('crud.save')}
      cancelText={t('crud.cancel')}
      onOk={async () => {
        const values = (await form.validateFields()) as Obj;
        const input = formToInput({ ...def, fields: pending.action.form! }, values, false);
        done(await pending.action.submit?.(pending.rows, idsOf(pending.rows), input));
        setPending(undefined);
      }}
    >
      <FieldsForm
        form={form}
        fields={pending.action.form!}
        editing={false}
        initialValues={pending.rows[0] && pending.action.initial?.(pending.rows[0])}
      />
    </Modal>
  );

  return { remove, run, exportRows, importFile, actionForm };
}
