import type { Plugin } from 'vite';

/** A Mantine component's class map, e.g. `@mantine/core/esm/components/Button/Button.module.mjs`. */
const COMPONENT_CLASSES =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
const APP_ENTRY = /[\\/]src[\\/]main\.tsx$/;

/**
 * Mantine styles per component instead of the whole 250 kB stylesheet: in the build, each component's
 * class map (which every Mantine component imports) also imports that component's stylesheet, so a
 * chunk carries the CSS of exactly the components in it, dependencies included (TextInput brings
 * Input). The `.layer.css` files keep Mantine in `@layer mantine`, so the app's own CSS wins whatever
 * order the chunks load in. The dev server pre-bundles Mantine (no transform runs on it), so there
 * the entry imports the whole stylesheet instead.
 */
export function mantineStylesPerComponent(): Plugin {
  let command: 'build' | 'serve' = 'build';
  return {
    name: 'veil:mantine-styles-per-component',
    configResolved(config) {
      command = config.command;
    },
    transform(code, id) {
      if (command === 'build') {
        const component = id.match(COMPONENT_CLASSES)?.[1];
        if (component)
          return { code: `${code}\nimport '@mantine/core/styles/${component}.layer.css';\n`, map: null };
      } else if (APP_ENTRY.test(id)) {
        return { code: `${code}\nimport '@mantine/core/styles.layer.css';\n`, map: null };
      }
      return null;
    },
  };
}
