import { Outlet } from 'react-router';
import { LANDING_PATH } from '../lib/areas';
import { LanguageSwitch } from '../ui/language-switch';
import { SidebarShell } from '../ui/sidebar-shell';
import { employerNav } from './routes';

/** Employer layout: sidebar (collapsible to icons, burger on phones), language switch, full-width content. */
export function EmployerLayout() {
  return (
    <SidebarShell
      homePath={LANDING_PATH.employer}
      navItems={employerNav}
      headerEnd={<LanguageSwitch />}
      collapseStorageKey="veil.employer.sidebarCollapsed"
    >
      <Outlet />
    </SidebarShell>
  );
}
