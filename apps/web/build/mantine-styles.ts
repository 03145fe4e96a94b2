import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A Mantine component's class map, e.g. `@mantine/core/esm/components/Button/Button.module.mjs`, or
 * one of the shared pieces under `esm/utils/` (InlineInput lays out Checkbox, Switch and Radio).
 */
const COMPONENT_CLASSES =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
/** One of Mantine's own stylesheets, e.g. `@mantine/core/styles/Button.css`. */
const MANTINE_SHEET = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z-]+)\.css$/;
const APP_ENTRY = /[\\/]src[\\/]main\.tsx?$/;

/**
 * Mantine's stylesheets in the order of its complete `styles.css` (reset, variables, global rules,
 * then components, each after those it builds on: UnstyledButton before Button).
 */
function mantineSheetOrder(root: string): string[] {
  const wholeFile = createRequire(path.join(root, 'package.json')).resolve('@mantine/core/styles.css');
  const sheets = path.join(path.dirname(wholeFile), 'styles');
  const whole = readFileSync(wholeFile, 'utf8');
  const position = (name: string) => {
    const text = readFileSync(path.join(sheets, `${name}.css`), 'utf8').trim();
    const at = whole.indexOf(text.slice(0, 200));
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  return readdirSync(sheets)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length))
    .map((name) => ({ name, at: position(name) }))
    .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name))
    .map(({ name }) => name);
}

/**
 * Mantine styles per component instead of the whole 250 kB stylesheet: in the build, each component's
 * class map (which every Mantine component imports) also imports that component's stylesheet, so a
 * chunk carries the CSS of exactly the components in it, dependencies included (TextInput brings
 * Input). Chunks load in any order, so each sheet goes into its own sub-layer of `@layer mantine`,
 * and the entry's first rule orders those sub-layers as Mantine's complete stylesheet does: Button
 * beats UnstyledButton whichever arrived first, and the app's own (unlayered) CSS beats both. The
 * dev server pre-bundles Mantine (no transform runs on it), so there the entry imports the whole
 * stylesheet instead.
 */
export function mantineStylesPerComponent(): Plugin {
  let command: 'build' | 'serve' = 'build';
  let order: string[] = [];
  const layerOf = (name: string) => `mantine.s${String(order.indexOf(name)).padStart(3, '0')}`;
  return {
    name: 'veil:mantine-styles-per-component',
    // before Vite's CSS plugin, to see Mantine's stylesheets as they are
    enforce: 'pre',
    configResolved(config) {
      command = config.command;
      order = mantineSheetOrder(config.root);
    },
    transform(code, id) {
      if (command === 'serve' && APP_ENTRY.test(id)) {
        return { code: `${code}\nimport '@mantine/core/styles.layer.css';\n`, map: null };
      }
      const component = id.match(COMPONENT_CLASSES)?.[1];
      if (command === 'build' && component && order.includes(component)) {
        return { code: `${code}\nimport '@mantine/core/styles/${component}.css';\n`, map: null };
      }
      const sheet = id.match(MANTINE_SHEET)?.[1];
      if (sheet && order.includes(sheet)) {
        // the reset comes first of all: it declares the order of every sub-layer
        const declaration = sheet === order[0] ? `@layer ${order.map(layerOf).join(', ')};\n` : '';
        return { code: `${declaration}@layer ${layerOf(sheet)} {\n${code}\n}\n`, map: null };
      }
      return null;
    },
  };
}
