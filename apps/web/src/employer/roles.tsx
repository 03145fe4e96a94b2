import { EMPLOYER_ACCESS, type Role } from '@veil/domain';
import type { EmployerMe } from '@veil/domain/contracts';
import type { ReactNode } from 'react';
import { useCurrentSession } from '../features/sign-in/api';
import { NoPermissionPage } from '../features/status-pages/no-permission-page';

/** The signed-in employer user, as the session guard loaded it. */
export function useEmployerMe(): EmployerMe | null {
  const session = useCurrentSession('employer');
  return session?.area === 'employer' ? session.me : null;
}

/** Who may open which employer page: the domain's table, which the API enforces too. */
export const PAGE_ROLES = EMPLOYER_ACCESS;

/** Renders the page only for the given roles; everybody else reads that they may not view it. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const me = useEmployerMe();
  if (!me || !roles.includes(me.role)) return <NoPermissionPage />;
  return children;
}
