import { Box, Center, Group, Stack, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { LANDING_PATH, useArea } from '../../lib/areas';
import { useTranslation } from '../../lib/translation';
import { LanguageSwitch } from '../../ui/language-switch';
import { Logo } from '../../ui/logo';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/skip-link';

/** Width of the sign-in card: one calm column, also on a 360 px phone. */
export const AUTH_CARD_WIDTH = 460;

/**
 * Layout of the sign-in pages: logo and language switch on top, one centred card, no navigation
 * (there is nothing to navigate to before signing in). The admin area is English only.
 */
export function AuthLayout() {
  const area = useArea();
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Group component="header" justify="space-between" wrap="nowrap" px="md" h={64}>
        <Logo to={LANDING_PATH[area]} />
        {area === 'admin' ? null : <LanguageSwitch />}
      </Group>
      <Center
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        px="md"
        pt={{ base: 'md', sm: 'xl' }}
        pb={64}
        style={{ flex: 1, alignItems: 'flex-start' }}
      >
        <Stack w="100%" maw={AUTH_CARD_WIDTH} gap="md">
          <Outlet />
        </Stack>
      </Center>
      <Text component="footer" size="xs" c="dimmed" ta="center" pb="md" px="md">
        {t('signIn.layout.footer')}
      </Text>
    </Box>
  );
}
