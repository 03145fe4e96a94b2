import { useCallback, useRef } from 'react';
import { createSearchParams, type SetURLSearchParams, useSearchParams } from 'react-router';

/**
 * React Router's `useSearchParams`, with one difference: a functional update builds on the previous
 * update, not on the search params of the last render. React Router hands the function the params
 * its hook rendered with, so two updates before the next render (a sort chosen while the keyword's
 * debounce writes the keyword) would lose the first one. The lists' filters in the URL use this.
 */
export function useLatestSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const latest = useRef(params);
  // a new render (a navigation, Back) is the truth again
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const update = useCallback<SetURLSearchParams>(
    (nextInit, options) => {
      const next = typeof nextInit === 'function' ? nextInit(new URLSearchParams(latest.current)) : nextInit;
      latest.current = createSearchParams(next);
      setParams(latest.current, options);
    },
    [setParams],
  );
  return [params, update];
}
