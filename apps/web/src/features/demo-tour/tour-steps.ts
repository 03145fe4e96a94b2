import type { Area, AreaHosts } from '@veil/domain/areas';

/** Where a step leads: a path of its area, or the demo candidate's application on the employer's board. */
export type StepTarget = { path: string } | { firstApplication: true };

/** One stop of the /demo tour; its copy is `demoTour.steps.<id>.title/text`. */
export type TourStep = { id: string; area: Area; target: StepTarget };

/** The tour, in order: the candidate's side, then the employer's, then the admin's. */
export const TOUR_STEPS: readonly TourStep[] = [
  { id: 'jobs', area: 'candidate', target: { path: '/candidate/jobs/list' } },
  { id: 'cv', area: 'candidate', target: { path: '/candidate/profile/review' } },
  { id: 'application', area: 'candidate', target: { path: '/candidate/applications/list' } },
  { id: 'recording', area: 'candidate', target: { path: '/candidate/recording-demo' } },
  { id: 'board', area: 'employer', target: { path: '/employer/applications' } },
  { id: 'employerApplication', area: 'employer', target: { firstApplication: true } },
  { id: 'templates', area: 'employer', target: { path: '/employer/templates' } },
  { id: 'companies', area: 'admin', target: { path: '/admin/' } },
];

/** The step at `index`, or null for an index outside the tour (a hand-edited address). */
export function tourStep(index: number): TourStep | null {
  return Number.isInteger(index) ? (TOUR_STEPS[index] ?? null) : null;
}

/** The first step shown in an area (its "view as visitor" starts there). */
export function firstStepOf(area: Area): number {
  return TOUR_STEPS.findIndex((step) => step.area === area);
}

/**
 * The address of another area's /demo page that continues the tour at `step` there: the same host
 * name with the other area's prefix (candidate.example.org → employer.example.org), same port.
 */
export function demoUrlOn(
  target: Area,
  step: number,
  current: { area: Area; location: Pick<Location, 'protocol' | 'hostname' | 'port'> },
  areaHosts: AreaHosts,
): string {
  const { protocol, hostname, port } = current.location;
  const prefix = areaHosts[current.area];
  const base = hostname.startsWith(prefix) ? hostname.slice(prefix.length) : hostname;
  return `${protocol}//${areaHosts[target]}${base}${port ? `:${port}` : ''}/demo?step=${step}`;
}
