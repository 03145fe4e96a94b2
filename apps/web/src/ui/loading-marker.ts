/**
 * Marks a placeholder shown while a page's code or data loads (the loading skeletons): the app has
 * not shown its page yet, so a page rendered ahead of time stays on screen (prerender/handoff.ts).
 */
export const LOADING_ATTRIBUTE = 'data-page-loader';
