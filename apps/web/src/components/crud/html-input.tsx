import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Space, Tooltip, Upload } from 'antd';
import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CallRoute } from '@app/contract';
import { useCrudHost } from './crud-context';
import { addTexts } from '../../i18n';

addTexts({
  'crud.html.bold': { 'zh-cn': '加粗', en: 'Bold' },
  'crud.html.italic': { 'zh-cn': '斜体', en: 'Italic' },
  'crud.html.underline': { 'zh-cn': '下划线', en: 'Underline' },
  'crud.html.h2': { 'zh-cn': '标题', en: 'Heading' },
  'crud.html.h3': { 'zh-cn': '小标题', en: 'Subheading' },
  'crud.html.p': { 'zh-cn': '正文', en: 'Paragraph' },
  'crud.html.ul': { 'zh-cn': '无序列表', en: 'Bulleted list' },
  'crud.html.ol': { 'zh-cn': '有序列表', en: 'Numbered list' },
  'crud.html.link': { 'zh-cn': '插入链接', en: 'Insert a link' },
  'crud.html.linkPrompt': { 'zh-cn': '链接地址（http:// 或 https://）', en: 'Link address (http:// or https://)' },
  'crud.html.image': {
    'zh-cn': '插入图片（jpg/png/gif/webp，最大2MB）',
    en: 'Insert an image (jpg/png/gif/webp, at most 2 MB)',
  },
  'crud.html.clear': { 'zh-cn': '清除格式', en: 'Clear formatting' },
});

interface Props {
  id?: string;
  label: string;
  value?: string;
  onChange?: (v: string) => void;
  disabled?: boolean;
  /** The upload call that stores an image and answers its url; no call, no image button. */
  imageUpload?: CallRoute;
}

/**
 * A small rich-text editor: a contentEditable area with a toolbar (the browser's editing
 * commands). The HTML it produces is only a proposal: the server keeps an allow-list of it, so
 * nothing pasted here can run in a reader's browser.
 */
export function HtmlInput({ id, label, value, onChange, disabled, imageUpload }: Props) {
  const { t } = useTranslation();
  const host = useCrudHost();
  const area = useRef<HTMLDivElement>(null);
  // The form's value goes in only when it differs from what the editor shows (typing would lose the caret).
  useEffect(() => {
    if (area.current && area.current.innerHTML !== (value ?? '')) area.current.innerHTML = value ?? '';
  }, [value]);
  const emit = () => onChange?.(area.current?.innerHTML ?? '');
  const run = (command: string, arg?: string) => {
    area.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };
  const tool = (key: string, icon: ReactNode, action: () => void) => (
    <Tooltip key={key} title={t(`crud.html.${key}`)}>
      <Button
        size="small"
        aria-label={t(`crud.html.${key}`)}
        icon={icon}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={action}
      />
    </Tooltip>
  );
  const block = (tag: 'h2' | 'h3' | 'p') => (
    <Button
      key={tag}
      size="small"
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => run('formatBlock', tag)}
    >
      {t(`crud.html.${tag}`)}
    </Button>
  );
  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space wrap size={4} style={{ padding: 6, borderBottom: '1px solid #f0f0f0' }}>
        {tool('bold', <BoldOutlined />, () => run('bold'))}
        {tool('italic', <ItalicOutlined />, () => run('italic'))}
        {tool('underline', <UnderlineOutlined />, () => run('underline'))}
        {block('h2')}
        {block('h3')}
        {block('p')}
        {tool('ul', <UnorderedListOutlined />, () => run('insertUnorderedList'))}
        {tool('ol', <OrderedListOutlined />, () => run('insertOrderedList'))}
        {tool('link', <LinkOutlined />, () => {
          const url = window.prompt(t('crud.html.linkPrompt'), 'https://');
          if (url && /^https?:\/\//i.test(url)) run('createLink', url);
        })}
        {imageUpload && (
          <Upload
            accept=".jpg,.jpeg,.png,.gif,.webp"
            showUploadList={false}
            disabled={disabled}
            customRequest={({ file, onSuccess, onError }) => {
              host
                .upload(imageUpload, file as File)
                .then((answer) => {
                  run('insertImage', (answer as { url: string }).url);
                  onSuccess?.(answer);
                })
                .catch((e: Error) => onError?.(e));
            }}
          >
            {tool('image', <PictureOutlined />, () => undefined)}
          </Upload>
        )}
        {tool('clear', <ClearOutlined />, () => run('removeFormat'))}
      </Space>
      <div
        ref={area}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable={!disabled}
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        style={{ minHeight: 220, maxHeight: 480, overflow: 'auto', padding: '8px 12px', outline: 'none' }}
      />
    </div>
  );
}
