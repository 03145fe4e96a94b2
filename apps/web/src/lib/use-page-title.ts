import { useEffect } from 'react';

export const PRODUCT_NAME = 'Veil';

/** Formats a page title the way every page shows it: "Route title · Veil". */
export function formatPageTitle(title: string): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The title the last page rendered without a document asked for (the build's prerender). */
let renderedTitle: string | null = null;

/**
 * The title of the page just rendered ahead of time, then forgotten: the build puts it in the page
 * it sends (prerender/render-page.tsx), since no effect runs there.
 */
export function takeRenderedTitle(): string | null {
  const title = renderedTitle;
  renderedTitle = null;
  return title;
}

/** Sets the document title for the mounted page. */
export function usePageTitle(title: string): void {
  if (typeof document === 'undefined') renderedTitle = formatPageTitle(title);
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
