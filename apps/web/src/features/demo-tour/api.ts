import type { Area } from '@veil/domain/areas';
import { apiFetch } from '../../lib/api-fetch';
import type { StepTarget } from './tour-steps';

/** Whether the tour is on (GET /api/demo answers 404 when DEMO_AREA is off). */
export async function getDemoStatus(): Promise<{ enabled: boolean }> {
  const response = await apiFetch(new Request('/api/demo', { headers: { Accept: 'application/json' } }));
  return (await response.json()) as { enabled: boolean };
}

/** Signs the visitor in as the area's read-only demo account, on this host (its session cookie). */
export async function startDemoSession(area: Area): Promise<void> {
  await apiFetch(
    new Request(`/api/demo/sessions/${area}`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    }),
  );
}

/** Ends the visitor's session on this host. */
export async function endDemoSession(area: Area): Promise<void> {
  await apiFetch(
    new Request(`/api/auth/${area}/sign-out`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    }),
  ).catch(() => undefined);
}

/** The path a step opens: its own, or the first application of the employer's board. */
export async function pathOf(target: StepTarget): Promise<string> {
  if ('path' in target) return target.path;
  const response = await apiFetch(
    new Request('/api/company-applications', { headers: { Accept: 'application/json' } }),
  ).catch(() => null);
  const body = response ? ((await response.json()) as { data?: { id: string }[] }) : {};
  const first = body.data?.[0];
  return first ? `/employer/applications/${encodeURIComponent(first.id)}` : '/employer/applications';
}
