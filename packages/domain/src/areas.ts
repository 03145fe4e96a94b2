/** The three areas of the product; each is chosen by host name and lives under its own path prefix. */
export const AREAS = ['candidate', 'employer', 'admin'] as const;
export type Area = (typeof AREAS)[number];

/** The page every area opens on, and where `/` and unknown paths lead. */
export const LANDING_PATH: Record<Area, string> = {
  candidate: '/candidate/',
  employer: '/employer/applications',
  admin: '/admin/',
};

/** Per area, the prefix of the host names that open it (`AREA_HOST_*`, e.g. `employer.`). */
export type AreaHosts = Record<Area, string>;

/**
 * Picks the area for a host name: the area whose configured host prefix the host name starts with
 * (the longest wins if several match). Bare `localhost` and unknown hosts get the candidate area.
 * The browser app and the server that sends its pages decide alike.
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
