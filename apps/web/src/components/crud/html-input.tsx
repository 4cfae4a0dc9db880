import { useEffect, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
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

/** Links open only on http(s): the same rule the server's allow-list keeps. */
const webAddress = /^https?:\/\//i;

/** The buttons' states (pressed or not) follow the selection. */
function activeMarks(editor: Editor) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    p: editor.isActive('paragraph'),
    ul: editor.isActive('bulletList'),
    ol: editor.isActive('orderedList'),
    link: editor.isActive('link'),
  };
}

/**
 * A small rich-text editor (Tiptap): bold, italic, underline, two heading levels, lists, links,
 * images and clearing, with the editor's own keyboard shortcuts (Ctrl+B, Ctrl+I, Ctrl+U, ...).
 * The HTML it produces is only a proposal: the server keeps an allow-list of it, so nothing
 * pasted here can run in a reader's browser.
 */
export function HtmlInput({ id, label, value, onChange, disabled, imageUpload }: Props) {
  const { t } = useTranslation();
  const host = useCrudHost();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        // Only what the toolbar offers: the server's allow-list would drop the rest on saving.
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        // No empty paragraph appended after a heading or list: the saved HTML is what was written.
        trailingNode: false,
        link: { openOnClick: false, protocols: ['http', 'https'], isAllowedUri: (url) => webAddress.test(url) },
      }),
      Image,
    ],
    content: value ?? '',
    editable: !disabled,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        style: 'min-height: 220px; max-height: 480px; overflow: auto; padding: 8px 12px; outline: none',
      },
    },
    // An empty document is saved as empty, not as an empty paragraph.
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // The form's value goes in only when it differs from what the editor holds (typing would lose the caret).
  useEffect(() => {
    if (!editor) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (shown !== (value ?? '')) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);
  const active = useEditorState({ editor, selector: ({ editor: e }) => (e ? activeMarks(e) : null) });
  const chain = () => editor!.chain().focus();
  const tool = (key: string, icon: ReactNode, action: () => void) => (
    <Tooltip key={key} title={t(`crud.html.${key}`)}>
      <Button
        size="small"
        aria-label={t(`crud.html.${key}`)}
        aria-pressed={key in (active ?? {}) ? Boolean(active?.[key as keyof typeof active]) : undefined}
        type={active?.[key as keyof typeof active] ? 'primary' : 'default'}
        icon={icon}
        disabled={disabled || !editor}
        onMouseDown={(e) => e.preventDefault()}
        onClick={action}
      />
    </Tooltip>
  );
  const block = (tag: 'h2' | 'h3' | 'p') => (
    <Button
      key={tag}
      size="small"
      aria-pressed={Boolean(active?.[tag])}
      type={active?.[tag] ? 'primary' : 'default'}
      disabled={disabled || !editor}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() =>
        tag === 'p'
          ? chain().setParagraph().run()
          : chain()
              .setHeading({ level: tag === 'h2' ? 2 : 3 })
              .run()
      }
    >
      {t(`crud.html.${tag}`)}
    </Button>
  );
  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space wrap size={4} style={{ padding: 6, borderBottom: '1px solid #f0f0f0' }}>
        {tool('bold', <BoldOutlined />, () => chain().toggleBold().run())}
        {tool('italic', <ItalicOutlined />, () => chain().toggleItalic().run())}
        {tool('underline', <UnderlineOutlined />, () => chain().toggleUnderline().run())}
        {block('h2')}
        {block('h3')}
        {block('p')}
        {tool('ul', <UnorderedListOutlined />, () => chain().toggleBulletList().run())}
        {tool('ol', <OrderedListOutlined />, () => chain().toggleOrderedList().run())}
        {tool('link', <LinkOutlined />, () => {
          const url = window.prompt(t('crud.html.linkPrompt'), 'https://');
          if (url && webAddress.test(url)) chain().extendMarkRange('link').setLink({ href: url }).run();
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
                  chain()
                    .setImage({ src: (answer as { url: string }).url })
                    .run();
                  onSuccess?.(answer);
                })
                .catch((e: Error) => onError?.(e));
            }}
          >
            {tool('image', <PictureOutlined />, () => undefined)}
          </Upload>
        )}
        {tool('clear', <ClearOutlined />, () => chain().unsetAllMarks().clearNodes().run())}
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
