import { Link } from '@mantine/tiptap';
import {
  Extension,
  type Extensions,
  Mark,
  Node,
  textblockTypeInputRule,
  wrappingInputRule,
} from '@tiptap/core';
import { history, redo, undo } from '@tiptap/pm/history';

/*
 * The editor's whole schema: exactly the allowed rich-text tags of spec section 9 (p, br, b, ul, li,
 * a, h3, h4). What is not in the schema cannot be typed or pasted: ProseMirror drops it on input,
 * so the editor never produces HTML the server would strip. Written here rather than taken from
 * StarterKit, which brings italics, code, quotes and other headings the product does not allow.
 */

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    veilBold: { toggleBold: () => ReturnType };
    veilBulletList: { toggleBulletList: () => ReturnType };
    veilHeading: { toggleHeading: (attributes: { level: HeadingLevel }) => ReturnType };
    veilHardBreak: { setHardBreak: () => ReturnType };
    veilHistory: { undo: () => ReturnType; redo: () => ReturnType };
  }
}

/** The heading levels the product allows (h3, h4): sections inside a page that already has h1/h2. */
export const HEADING_LEVELS = [3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

const Document = Node.create({ name: 'doc', topNode: true, content: 'block+' });

const Text = Node.create({ name: 'text', group: 'inline' });

const Paragraph = Node.create({
  name: 'paragraph',
  priority: 1000,
  group: 'block',
  content: 'inline*',
  parseHTML: () => [{ tag: 'p' }],
  renderHTML: () => ['p', 0],
});

const HardBreak = Node.create({
  name: 'hardBreak',
  inline: true,
  group: 'inline',
  selectable: false,
  parseHTML: () => [{ tag: 'br' }],
  renderHTML: () => ['br'],
  addCommands() {
    return {
      setHardBreak:
        () =>
        ({ commands }) =>
          commands.insertContent({ type: this.name }),
    };
  },
  addKeyboardShortcuts() {
    return { 'Shift-Enter': () => this.editor.commands.setHardBreak() };
  },
});

const Heading = Node.create({
  name: 'heading',
  group: 'block',
  content: 'inline*',
  defining: true,
  addAttributes: () => ({ level: { default: 3, rendered: false } }),
  parseHTML: () => HEADING_LEVELS.map((level) => ({ tag: `h${level}`, attrs: { level } })),
  renderHTML: ({ node }) => {
    const level: HeadingLevel = node.attrs.level === 4 ? 4 : 3;
    return [`h${level}`, 0];
  },
  addCommands() {
    return {
      toggleHeading:
        (attributes) =>
        ({ commands }) =>
          commands.toggleNode(this.name, 'paragraph', attributes),
    };
  },
  addInputRules() {
    return HEADING_LEVELS.map((level) =>
      textblockTypeInputRule({
        find: new RegExp(`^(#{${level}})\\s$`),
        type: this.type,
        getAttributes: { level },
      }),
    );
  },
});

const ListItem = Node.create({
  name: 'listItem',
  content: 'paragraph block*',
  defining: true,
  parseHTML: () => [{ tag: 'li' }],
  renderHTML: () => ['li', 0],
  addKeyboardShortcuts() {
    return {
      Enter: () => this.editor.commands.splitListItem(this.name),
      Tab: () => this.editor.commands.sinkListItem(this.name),
      'Shift-Tab': () => this.editor.commands.liftListItem(this.name),
    };
  },
});

const BulletList = Node.create({
  name: 'bulletList',
  group: 'block',
  content: 'listItem+',
  parseHTML: () => [{ tag: 'ul' }],
  renderHTML: () => ['ul', 0],
  addCommands() {
    return {
      toggleBulletList:
        () =>
        ({ commands }) =>
          commands.toggleList(this.name, 'listItem'),
    };
  },
  addKeyboardShortcuts() {
    return { 'Mod-Shift-8': () => this.editor.commands.toggleBulletList() };
  },
  addInputRules() {
    return [wrappingInputRule({ find: /^\s*([-+*])\s$/, type: this.type })];
  },
});

const Bold = Mark.create({
  name: 'bold',
  parseHTML: () => [
    { tag: 'b' },
    { tag: 'strong' },
    {
      style: 'font-weight',
      getAttrs: (value) => (/^(bold(er)?|[5-9]\d{2})$/.test(String(value)) ? null : false),
    },
  ],
  renderHTML: () => ['b', 0],
  addCommands() {
    return {
      toggleBold:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    };
  },
  addKeyboardShortcuts() {
    return {
      'Mod-b': () => this.editor.commands.toggleBold(),
      'Mod-B': () => this.editor.commands.toggleBold(),
    };
  },
});

const History = Extension.create({
  name: 'history',
  addProseMirrorPlugins: () => [history()],
  addCommands() {
    return {
      undo:
        () =>
        ({ state, dispatch }) =>
          undo(state, dispatch),
      redo:
        () =>
        ({ state, dispatch }) =>
          redo(state, dispatch),
    };
  },
  addKeyboardShortcuts() {
    return {
      'Mod-z': () => this.editor.commands.undo(),
      'Shift-Mod-z': () => this.editor.commands.redo(),
      'Mod-y': () => this.editor.commands.redo(),
    };
  },
});

/** Links open in a new tab and only to web or mail addresses, as the server keeps them. */
const SafeLink = Link.configure({
  openOnClick: false,
  autolink: true,
  defaultProtocol: 'https',
  protocols: ['mailto'],
  HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
  // scheme-less addresses ('example.com') are saved with https:// (see `normaliseRichText`)
  isAllowedUri: (url, context) =>
    context.defaultValidate(url) &&
    (/^(https?:\/\/|mailto:)/i.test(url) || !/^[a-z][a-z0-9+.-]*:/i.test(url)),
});

/** Every extension of the product's rich-text editor. */
export const richTextExtensions: Extensions = [
  Document,
  Text,
  Paragraph,
  HardBreak,
  Heading,
  BulletList,
  ListItem,
  Bold,
  History,
  SafeLink,
];
