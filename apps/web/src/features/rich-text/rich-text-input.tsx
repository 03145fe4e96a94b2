import '@mantine/tiptap/styles.layer.css';
import { Group, Input, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { Editor, Extensions } from '@tiptap/core';
import { useEditor } from '@tiptap/react';
import { type ReactNode, type RefObject, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { richTextExtensions } from './extensions';
import { normaliseRichText, visibleText } from './html';
import classes from './rich-text-input.module.css';

type RichTextInputProps = {
  label: string;
  description?: string;
  /** The HTML to start with (the editor keeps its own state afterwards). */
  initialValue: string;
  /** The normalised HTML after every change ('' when empty). */
  onChange: (html: string) => void;
  /** The editor's form of the initial value, once it is ready: the baseline for "unsaved changes". */
  onReady?: (html: string) => void;
  error?: string;
  /** Visible characters allowed; a counter shows how many are used. */
  maxLength: number;
  required?: boolean;
  /** Receives the editor, for a screen that inserts text at the cursor (template variables). */
  editorRef?: RefObject<Editor | null>;
  /** Extra behaviour that leaves the schema alone (e.g. decorations); never new tags. */
  extensions?: Extensions;
  /** Controls at the end of the toolbar (e.g. an "Insert variable" menu). */
  toolbarEnd?: ReactNode;
};

/**
 * Mantine's tiptap editor limited to the allowed tags (paragraphs, bold, bullet lists, links,
 * h3/h4): the toolbar offers only those, and the schema drops everything else on paste.
 */
export function RichTextInput(props: RichTextInputProps) {
  const { label, description, initialValue, onChange, onReady, error, maxLength, required } = props;
  const { editorRef, toolbarEnd } = props;
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const [length, setLength] = useState(() => visibleText(initialValue).length);

  const editor = useEditor({
    extensions: props.extensions ? [...richTextExtensions, ...props.extensions] : richTextExtensions,
    content: initialValue,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': [description ? descriptionId : '', error ? errorId : '', counterId]
          .filter(Boolean)
          .join(' '),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    },
    onCreate: ({ editor: created }) => onReady?.(normaliseRichText(created.getHTML())),
    onUpdate: ({ editor: changed }) => {
      const html = normaliseRichText(changed.getHTML());
      setLength(visibleText(html).length);
      onChange(html);
    },
  });

  useEffect(() => {
    if (editorRef) editorRef.current = editor;
  }, [editor, editorRef]);

  const over = length > maxLength;
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      description={description}
      descriptionProps={{ id: descriptionId }}
      error={error}
      errorProps={{ id: errorId }}
      required={required}
    >
      <RichTextEditor
        editor={editor}
        mt={4}
        labels={{
          boldControlLabel: t('richText.bold'),
          h3ControlLabel: t('richText.heading3'),
          h4ControlLabel: t('richText.heading4'),
          bulletListControlLabel: t('richText.bulletList'),
          linkControlLabel: t('richText.link'),
          unlinkControlLabel: t('richText.unlink'),
          undoControlLabel: t('richText.undo'),
          redoControlLabel: t('richText.redo'),
          linkEditorInputLabel: t('richText.linkAddress'),
          linkEditorInputPlaceholder: t('richText.linkPlaceholder'),
          linkEditorExternalLink: t('richText.linkNewTab'),
          linkEditorInternalLink: t('richText.linkSameTab'),
          linkEditorSave: t('richText.linkSave'),
        }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
            <RichTextEditor.BulletList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
          {toolbarEnd}
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content className={classes.content} />
      </RichTextEditor>
      <Group justify="flex-end" mt={4}>
        <Text id={counterId} size="xs" c={over ? 'red.8' : 'dimmed'} aria-live="polite">
          {t('richText.counter', { count: length, max: maxLength })}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
