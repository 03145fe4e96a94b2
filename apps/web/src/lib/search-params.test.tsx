import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLatestSearchParams } from './search-params';

const inRouter = (initial: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  };

function useParamsAndSearch() {
  const [params, setParams] = useLatestSearchParams();
  return { params, setParams, search: useLocation().search };
}

const setting = (name: string, value: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.set(name, value);
  return next;
};

describe('the search params of the lists', () => {
  it('builds each update on the one before, also when both come before the next render', () => {
    const { result } = renderHook(useParamsAndSearch, { wrapper: inRouter('/list?status=rejected') });
    act(() => {
      // a keyword written by its debounce, and a sort chosen in the same moment
      result.current.setParams(setting('q', 'Go'), { replace: true });
      result.current.setParams(setting('sort', 'oldest'), { replace: true });
    });
    expect(result.current.search).toBe('?status=rejected&q=Go&sort=oldest');
    expect(result.current.params.get('q')).toBe('Go');
  });

  it('starts again from the address after a navigation of its own', () => {
    const { result } = renderHook(useParamsAndSearch, { wrapper: inRouter('/list?q=Go') });
    act(() => result.current.setParams({ status: 'applied' }));
    expect(result.current.search).toBe('?status=applied');
    act(() => result.current.setParams(setting('q', 'Pflege')));
    expect(result.current.search).toBe('?status=applied&q=Pflege');
  });
});
