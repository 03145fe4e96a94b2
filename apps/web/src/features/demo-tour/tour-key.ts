/** Where a tab keeps its place on the /demo tour (sessionStorage, per host; tour-state.ts). */
export const TOUR_STATE_KEY = 'veil.demoTour';
