import { AREAS, type Area } from './lib/areas';
import type { AreaHosts } from './lib/runtime-config';

/**
 * Picks the area for a host name: the area whose configured host prefix the host name starts with
 * (the longest wins if several match). Bare `localhost` and unknown hosts get the candidate area.
 */
export function areaForHost(hostname: string, areaHosts: AreaHosts): Area {
  const host = hostname.trim().toLowerCase();
  let best: { area: Area; length: number } | undefined;
  for (const area of AREAS) {
    const prefix = areaHosts[area].trim().toLowerCase();
    if (prefix !== '' && host.startsWith(prefix) && (!best || prefix.length > best.length)) {
      best = { area, length: prefix.length };
    }
  }
  return best?.area ?? 'candidate';
}
