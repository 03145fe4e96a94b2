import { Badge } from '@mantine/core';
import { Outlet } from 'react-router';
import { AccountMenu } from '../features/sign-in/account-menu';
import { LANDING_PATH } from '../lib/areas';
import { useTranslation } from '../lib/translation';
import { SidebarShell } from '../ui/sidebar-shell';
import { adminNav } from './routes';

/** Admin layout: the employer layout, simpler; always English, so no language switch. */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <SidebarShell
      homePath={LANDING_PATH.admin}
      navItems={adminNav}
      brandExtra={
        <Badge variant="light" color="gray" radius="sm">
          {t('common.adminBadge')}
        </Badge>
      }
      headerEnd={<AccountMenu />}
      collapseStorageKey="veil.admin.sidebarCollapsed"
    >
      <Outlet />
    </SidebarShell>
  );
}
