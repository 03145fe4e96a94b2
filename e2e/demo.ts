/** The accounts `npm run seed:demo` creates (apps/api/src/cli/seed-demo.ts), for browser journeys. */
export const DEMO_PASSWORD = 'Veil!Demo2026';
export const DEMO_ADMIN = 'admin@veil.example';
export const DEMO_POWER_USER = 'jana.krueger@nordlicht.example';
export const DEMO_REGULAR_USER = 'mehmet.yilmaz@nordlicht.example';
export const DEMO_JOBS_POWER_USER = 'nina.vogel@hafenkante.example';
