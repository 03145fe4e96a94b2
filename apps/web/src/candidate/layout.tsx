import { AppShell, Burger, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NotificationBell } from '../features/notifications/notification-bell';
import { AccountMenu } from '../features/sign-in/account-menu';
import { LANDING_PATH } from '../lib/areas';
import { useTranslation } from '../lib/translation';
import { LanguageSwitch } from '../ui/language-switch';
import { Logo } from '../ui/logo';
import { SidebarLink, TopBarLink } from '../ui/nav-links';
import { MAIN_CONTENT_ID, SkipLink } from '../ui/skip-link';
import { candidatePaths } from './paths';
import { candidateNav } from './routes';

const NAV_ID = 'candidate-navigation';
/** Content column of the candidate area (UI.md: ≤ 960 px). */
const CONTENT_WIDTH = 960;

/**
 * Candidate layout, made for phones first: top bar with logo, links and language switch; below
 * 768 px the links move into a burger menu and the page keeps room at the bottom for thumbs.
 */
export function CandidateLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu whenever the page changes
  useEffect(() => close(), [pathname, close]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { desktop: true, mobile: !opened } }}
      padding={0}
    >
      <SkipLink />
      <AppShell.Header>
        <Container size={CONTENT_WIDTH} h="100%" px="md">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? t('common.closeNavigation') : t('common.openNavigation')}
                aria-expanded={opened}
                aria-controls={NAV_ID}
              />
              <Logo to={LANDING_PATH.candidate} />
            </Group>
            <Group component="nav" aria-label={t('common.mainNavigation')} gap={4} visibleFrom="sm">
              {candidateNav.map((item) => (
                <TopBarLink key={item.to} item={item} />
              ))}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch />
              <NotificationBell applicationHref={candidatePaths.application} jobHref={candidatePaths.job} />
              <AccountMenu />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Navbar id={NAV_ID} aria-label={t('common.mainNavigation')} p="sm" hiddenFrom="sm">
        <Stack gap={4}>
          {candidateNav.map((item) => (
            <SidebarLink key={item.to} item={item} onNavigate={close} />
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container size={CONTENT_WIDTH} px="md" pt={{ base: 'lg', sm: 'xl' }} pb={{ base: 96, sm: 'xl' }}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
