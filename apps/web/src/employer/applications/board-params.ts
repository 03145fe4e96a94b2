import { BOARD_SORTS, BOARD_STATUSES, type BoardSort, type BoardStatus, isOneOf } from '@veil/domain';
import { useLatestSearchParams } from '../../lib/search-params';
import type { BoardFilter } from './api';

/**
 * The board's filter in the URL (`?status=&job=&q=&sort=`), so that a link or Back shows the same
 * board. Unknown values are ignored rather than sent.
 */
export function useBoardParams() {
  const [params, setParams] = useLatestSearchParams();
  const rawStatus = params.get('status');
  const status: BoardStatus | null = isOneOf(BOARD_STATUSES, rawStatus) ? rawStatus : null;
  const rawSort = params.get('sort');
  const filter: BoardFilter = {
    states: status ? [status] : [],
    jobId: params.get('job') || null,
    keyword: params.get('q')?.trim() ?? '',
    sort: isOneOf(BOARD_SORTS, rawSort) ? rawSort : 'newest',
  };
  const update = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    filter,
    status,
    filtered: status !== null || filter.jobId !== null || filter.keyword !== '',
    setStatus: (value: BoardStatus | null) => update('status', value),
    setJobId: (value: string | null) => update('job', value),
    setKeyword: (value: string) => update('q', value.trim()),
    setSort: (value: BoardSort) => update('sort', value === 'newest' ? null : value),
    clear: () => setParams(new URLSearchParams(), { replace: true }),
  };
}
