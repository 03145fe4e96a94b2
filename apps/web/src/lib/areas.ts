import { createContext, useContext } from 'react';

/** The three areas of the app; each is chosen by host name and lives under its own path prefix. */
export const AREAS = ['candidate', 'employer', 'admin'] as const;
export type Area = (typeof AREAS)[number];

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
