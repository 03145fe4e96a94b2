import { useEffect } from 'react';

export const PRODUCT_NAME = 'Veil';

/** Formats a page title the way every page shows it: "Route title · Veil". */
export function formatPageTitle(title: string): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets the document title for the mounted page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
