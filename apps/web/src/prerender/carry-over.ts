/*
 * What a visitor did on a page rendered ahead of time, carried over to the app's page that takes its
 * place (prerender/handoff.ts). Both are drawn by the same components, so each control of one has
 * its counterpart in the other: the same kind of element, named alike, the same how-many-th of its
 * kind. The app may show more than the page did (a notice, a skip link); that shifts no counterpart.
 */

/** The elements a visitor can type into, tick, focus or press. */
const CONTROLS = 'input, textarea, select, button, a[href]';

/**
 * How an element is known on both pages: its kind, type, purpose, label, and a box's value or a
 * button's or link's text. Not its `id` or `name`: those the components draw from React's `useId`,
 * which differ between the page rendered ahead of time and the app.
 */
export function controlKey(element: Element): string {
  const type = element.getAttribute('type') ?? '';
  const named = element.tagName === 'BUTTON' || element.tagName === 'A';
  const box = type === 'checkbox' || type === 'radio';
  return [
    element.tagName,
    type,
    element.getAttribute('autocomplete') ?? '',
    element.getAttribute('aria-label') ?? '',
    box ? (element.getAttribute('value') ?? '') : '',
    named ? (element.textContent ?? '').trim() : '',
  ].join('|');
}

/** The element of `to` that stands where `element` stands in `from`, if there is one. */
export function counterpart(element: Element, from: ParentNode, to: ParentNode): HTMLElement | null {
  const key = controlKey(element);
  const alike = (parent: ParentNode) =>
    [...parent.querySelectorAll<HTMLElement>(CONTROLS)].filter((control) => controlKey(control) === key);
  const nth = alike(from).indexOf(element as HTMLElement);
  return nth === -1 ? null : (alike(to)[nth] ?? null);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isTicked = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * Writes a value the way typing does, so that the app's form sees it: through the element's own
 * value setter (not the instance's, which React watches) and an `input` event.
 */
function typeValue(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setter) return;
  setter.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The caret or selection of a text field, where the field has one (an e-mail field has none). */
function selectionOf(field: Element): [number, number] | null {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}

/**
 * Carries the visitor's work from the page (`from`, just taken out of the document) to the app's
 * (`to`, just put in): every value typed and box ticked, then the focus and caret, then each button
 * pressed while the app was on its way, pressed again on the app's page, in order.
 */
export function carryOver(
  from: HTMLElement,
  to: HTMLElement,
  done: { focused: Element | null; actions: readonly Element[] },
): void {
  for (const field of from.querySelectorAll<Field>('input, textarea, select')) {
    const target = counterpart(field, from, to) as Field | null;
    if (!target) continue;
    if (isTicked(field)) {
      // a radio is unticked by ticking another, which is carried over in its turn
      const ticked = (target as HTMLInputElement).checked;
      if (ticked !== field.checked && (field.type === 'checkbox' || field.checked)) target.click();
    } else if (target.value !== field.value) {
      typeValue(target, field.value);
    }
  }
  const focused = done.focused ? counterpart(done.focused, from, to) : null;
  if (focused && done.focused) {
    focused.focus();
    const selection = selectionOf(done.focused);
    if (selection && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
      try {
        focused.setSelectionRange(...selection);
      } catch {
        // a field whose type keeps no selection: the focus is enough
      }
    }
  }
  for (const action of done.actions) counterpart(action, from, to)?.click();
}
