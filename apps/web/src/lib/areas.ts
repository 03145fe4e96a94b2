import type { Area } from '@veil/domain/areas';
import { createContext, useContext } from 'react';

export { AREAS, type Area, LANDING_PATH } from '@veil/domain/areas';

const AreaContext = createContext<Area>('candidate');

/** Tells shared pages (404, cors) which area they are shown in. */
export const AreaProvider = AreaContext.Provider;

/** The area the current page belongs to. */
export function useArea(): Area {
  return useContext(AreaContext);
}
