import { EMPLOYER_ACCESS, type Role } from '@veil/domain';
import { useEmployerMe } from '../roles';

const EDITORS: readonly Role[] = EMPLOYER_ACCESS.templatesEdit;

/** Whether the signed-in user may create, change, duplicate and delete templates (power users). */
export function useCanEditTemplates(): boolean {
  const me = useEmployerMe();
  return me !== null && EDITORS.includes(me.role);
}
