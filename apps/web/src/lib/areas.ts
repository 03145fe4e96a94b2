import type { Area } from '@veil/domain/areas';
import { createContext, useContext } from 'react';

export { AREAS, type Area } from '@veil/domain/areas';

/** The page every area opens on, and where `/` and unknown paths lead. */
export const LANDING_PATH: Record<Area, string> = {
  candidate: '/candidate/',
  employer: '/employer/applications',
  admin: '/admin/',
};

const AreaContext = createContext<Area>('candidate');

/** Tells shared pages (404, cors) which area they are shown in. */
export const AreaProvider = AreaContext.Provider;

/** The area the current page belongs to. */
export function useArea(): Area {
  return useContext(AreaContext);
}
