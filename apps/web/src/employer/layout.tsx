import { Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { NotificationBell } from '../features/notifications/notification-bell';
import { AccountMenu } from '../features/sign-in/account-menu';
import { LANDING_PATH } from '../lib/areas';
import { LanguageSwitch } from '../ui/language-switch';
import { SidebarShell } from '../ui/sidebar-shell';
import { employerPaths } from './paths';
import { useEmployerMe } from './roles';
import { employerNavFor } from './routes';

/**
 * Employer layout: sidebar (collapsible to icons, burger on phones), language switch, account menu
 * (name and company, sign-out), full-width content.
 */
export function EmployerLayout() {
  const role = useEmployerMe()?.role;
  return (
    <SidebarShell
      homePath={LANDING_PATH.employer}
      navItems={employerNavFor(role)}
      headerEnd={
        <Group gap="sm" wrap="nowrap">
          <LanguageSwitch />
          <NotificationBell applicationHref={employerPaths.application} />
          <AccountMenu />
        </Group>
      }
      collapseStorageKey="veil.employer.sidebarCollapsed"
    >
      <Outlet />
    </SidebarShell>
  );
}
