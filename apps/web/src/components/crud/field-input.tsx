import { lazy, Suspense } from 'react';
import { DatePicker, Input, InputNumber, Radio, Select, Skeleton, Switch, Tree, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { fullyChecked, say } from './labels';
import { ResourcesInput } from './resources-input';
import { FileInput } from './file-input';
import { useChoices } from './use-choices';
import type { FieldDef } from './types';
import '../dayjs-locale';

// The rich-text editor is loaded only by a form that has an HTML field: the other pages do not carry it.
const HtmlInput = lazy(() => import('./html-input').then((m) => ({ default: m.HtmlInput })));

interface Props {
  field: FieldDef;
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
  disabled?: boolean;
  /** In the search bar selects may be cleared and text is one line. */
  inSearch?: boolean;
}

/** The input of one field, by its type; antd's Form hands it value and onChange. */
export function FieldInput({ field, value, onChange, id, disabled, inSearch }: Props) {
  const { t, i18n } = useTranslation();
  const { choices, loading } = useChoices(field.choices);
  const label = say(field.label, i18n.language);
  const enter = `${t('crud.input')}${i18n.language.startsWith('en') ? ' ' : ''}${label}`;
  const pick = t('crud.select');
  const common = { id, disabled, 'aria-label': label };
  switch (field.type) {
    case 'textarea':
    case 'emails':
      return (
        <Input.TextArea
          {...common}
          rows={3}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={enter}
        />
      );
    case 'password':
      return (
        <Input.Password
          {...common}
          autoComplete="new-password"
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={field.secret ? t('crud.secretKept') : enter}
        />
      );
    case 'number':
      return (
        <InputNumber
          {...common}
          style={{ width: '100%' }}
          value={value as number}
          onChange={(v) => onChange?.(v)}
          placeholder={enter}
        />
      );
    case 'switch':
      return (
        <Switch id={id} disabled={disabled} aria-label={label} checked={!!value} onChange={(v) => onChange?.(v)} />
      );
    case 'radio':
      return (
        <Radio.Group {...common} value={value} onChange={(e) => onChange?.(e.target.value)}>
          {choices.map((c) => (
            <Radio key={c.key} value={c.value}>
              {c.label}
            </Radio>
          ))}
        </Radio.Group>
      );
    case 'select':
    case 'multiSelect':
      return (
        <Select
          {...common}
          mode={field.type === 'multiSelect' ? 'multiple' : undefined}
          allowClear
          loading={loading}
          options={choices}
          value={value as string}
          onChange={(v) => onChange?.(v)}
          placeholder={pick}
          style={{ minWidth: inSearch ? 160 : undefined }}
          showSearch={{ optionFilterProp: 'label' }}
        />
      );
    case 'treeSelect':
      return (
        <TreeSelect
          {...common}
          allowClear
          treeDefaultExpandAll
          loading={loading}
          treeData={choices}
          value={value as string}
          onChange={(v) => onChange?.(v)}
          placeholder={pick}
        />
      );
    // The value keeps half-checked parents too (a granted button needs its menu), shown as half.
    case 'treeCheck':
      return (
        <div
          role="group"
          aria-label={label}
          id={id}
          style={{ maxHeight: 280, overflow: 'auto', border: '1px solid #eee', padding: 8 }}
        >
          {/* Mounted once the choices are in, so that defaultExpandAll sees the whole tree. */}
          {!loading && (
            <Tree
              key={choices.length}
              checkable
              defaultExpandAll
              disabled={disabled}
              treeData={choices}
              checkedKeys={fullyChecked(choices, (value as (string | number)[] | undefined) ?? [])}
              onCheck={(checked, info) =>
                onChange?.([...(Array.isArray(checked) ? checked : checked.checked), ...(info.halfCheckedKeys ?? [])])
              }
            />
          )}
        </div>
      );
    case 'html':
      return (
        <Suspense fallback={<Skeleton active />}>
          <HtmlInput
            id={id}
            label={label}
            value={value as string}
            onChange={onChange}
            disabled={disabled}
            imageUpload={field.imageUpload}
          />
        </Suspense>
      );
    case 'file':
      return field.fileUpload ? (
        <FileInput
          id={id}
          label={label}
          value={value as string}
          onChange={onChange}
          disabled={disabled}
          upload={field.fileUpload}
          accept={field.accept}
        />
      ) : null;
    case 'resources':
      return <ResourcesInput id={id} value={value as never} onChange={onChange} label={label} />;
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          {...common}
          showTime={field.type === 'datetime'}
          value={value as never}
          onChange={(v) => onChange?.(v)}
          placeholder={pick}
          style={{ width: '100%' }}
        />
      );
    default:
      return (
        <Input
          {...common}
          type={field.type === 'email' ? 'email' : 'text'}
          allowClear={inSearch}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={enter}
        />
      );
  }
}
