import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { chipClassName } from './variable-chips';
import { tokenRanges } from './variables';

const KEY = new PluginKey('templateVariableChips');

/**
 * Shows every `{{token}}` of the editor as a chip (unknown ones marked as errors). Decorations only
 * frame the text: the document, and so the saved HTML, stay exactly what was typed.
 */
export const VariableChips = Extension.create({
  name: 'templateVariableChips',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: KEY,
        props: {
          decorations(state) {
            const decorations: Decoration[] = [];
            state.doc.descendants((node, position) => {
              if (!node.isText || !node.text) return;
              for (const range of tokenRanges(node.text)) {
                decorations.push(
                  Decoration.inline(position + range.from, position + range.to, {
                    class: chipClassName(range.known),
                  }),
                );
              }
            });
            return DecorationSet.create(state.doc, decorations);
          },
        },
      }),
    ];
  },
});
