import { Typography } from '@mantine/core';
import type { TemplateVariable } from '@veil/domain';
import { useMemo } from 'react';
import { enumLabel } from '../../lib/enum-labels';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import classes from './variable-chip.module.css';
import { splitTokens } from './variables';

/** The chip's classes: a variable, or a token that is none (marked as an error). */
export function chipClassName(known: boolean): string {
  return [classes.chip, known ? '' : classes.unknown].filter(Boolean).join(' ');
}

/** A text (a subject) with its `{{tokens}}` as chips; unknown ones are marked. */
export function TokenText({ text }: { text: string }) {
  const locale = useLocale();
  const { t } = useTranslation();
  return (
    <>
      {splitTokens(text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text have no identity
            key={index}
            className={chipClassName(part.variable !== null)}
            title={
              part.variable
                ? enumLabel(locale, 'templateVariable', part.variable)
                : t('emailTemplates.variables.unknown')
            }
          >
            {part.token}
          </span>
        ),
      )}
    </>
  );
}

/**
 * The stored content with its tokens as chips, for readers who may not edit. The HTML is the
 * server's sanitised copy; the chips are added as elements with text only, never as markup.
 */
function withChips(
  html: string,
  unknownTitle: string,
  labelOf: (variable: TemplateVariable) => string,
): string {
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html').body;
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const node of texts) {
    const parts = splitTokens(node.data);
    if (!parts.some((part) => part.kind === 'token')) continue;
    const fragment = body.ownerDocument.createDocumentFragment();
    for (const part of parts) {
      if (part.kind === 'text') {
        fragment.append(part.text);
        continue;
      }
      const chip = body.ownerDocument.createElement('span');
      chip.className = chipClassName(part.variable !== null);
      chip.title = part.variable ? labelOf(part.variable) : unknownTitle;
      chip.textContent = part.token;
      fragment.append(chip);
    }
    node.replaceWith(fragment);
  }
  return body.innerHTML;
}

/** The template's content, read-only, with variables as chips. */
export function TemplateContentView({ html }: { html: string }) {
  const locale = useLocale();
  const { t } = useTranslation();
  const shown = useMemo(
    () =>
      withChips(html, t('emailTemplates.variables.unknown'), (variable) =>
        enumLabel(locale, 'templateVariable', variable),
      ),
    [html, locale, t],
  );
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML plus text-only chips */}
      <div dangerouslySetInnerHTML={{ __html: shown }} />
    </Typography>
  );
}
