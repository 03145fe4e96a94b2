import { ActionIcon, AppShell, Burger, Group, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../lib/translation';
import { HintTooltip } from './hint-tooltip';
import { Logo } from './logo';
import type { NavItem } from './nav-item';
import { SidebarLink } from './nav-links';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

const NAV_ID = 'area-navigation';

type SidebarShellProps = {
  homePath: string;
  navItems: readonly NavItem[];
  /** Next to the logo, e.g. an "Admin" badge. */
  brandExtra?: ReactNode;
  /** Right side of the top bar, e.g. the language switch. */
  headerEnd?: ReactNode;
  /** localStorage key remembering whether the sidebar is collapsed to icons. */
  collapseStorageKey: string;
  children: ReactNode;
};

/**
 * Layout for people who work at a desk (employer, admin): left sidebar that collapses to icons on
 * desktops and becomes a burger menu on phones; content uses the full width.
 */
export function SidebarShell(props: SidebarShellProps) {
  const { homePath, navItems, brandExtra, headerEnd, collapseStorageKey, children } = props;
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({ key: collapseStorageKey, defaultValue: false });
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const iconOnly = collapsed && !isPhone;

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu whenever the page changes
  useEffect(() => closeMobile(), [pathname, closeMobile]);

  const toggleLabel = collapsed ? t('common.expandSidebar') : t('common.collapseSidebar');

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: iconOnly ? 76 : 264, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={toggleMobile}
              hiddenFrom="sm"
              size="sm"
              aria-label={mobileOpened ? t('common.closeNavigation') : t('common.openNavigation')}
              aria-expanded={mobileOpened}
              aria-controls={NAV_ID}
            />
            <Logo to={homePath} />
            {brandExtra}
          </Group>
          {headerEnd}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id={NAV_ID} aria-label={t('common.mainNavigation')} p="sm">
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={4}>
            {navItems.map((item) => (
              <SidebarLink key={item.to} item={item} iconOnly={iconOnly} onNavigate={closeMobile} />
            ))}
          </Stack>
        </AppShell.Section>
        <AppShell.Section visibleFrom="sm" pt="sm">
          <Group justify={iconOnly ? 'center' : 'flex-end'}>
            <HintTooltip<HTMLButtonElement> label={toggleLabel} position="right" withArrow>
              {(trigger) => (
                <ActionIcon
                  {...trigger}
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={toggleLabel}
                  aria-expanded={!collapsed}
                  aria-controls={NAV_ID}
                  onClick={() => setCollapsed((value) => !value)}
                >
                  {collapsed ? (
                    <IconLayoutSidebarLeftExpand size={20} aria-hidden />
                  ) : (
                    <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
                  )}
                </ActionIcon>
              )}
            </HintTooltip>
          </Group>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} bg="gray.0" tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
