import { Avatar, Button, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useArea } from '../../lib/areas';
import { useTranslation } from '../../lib/translation';
import { EmailAddress } from '../../ui/email-address';
import { type AreaSession, useCurrentSession } from './api';
import { signInPath } from './paths';

/** What the account menu says about the user: employer name + company, admin and candidate e-mail. */
export function accountLabel(session: AreaSession): { primary: string; secondary?: string } {
  switch (session.area) {
    case 'employer': {
      const name = `${session.me.firstName} ${session.me.lastName}`.trim();
      return { primary: name || session.me.email, secondary: session.me.companyName };
    }
    case 'admin':
      return { primary: session.me.email, secondary: session.me.name || undefined };
    case 'candidate':
      return { primary: session.me.email };
  }
}

/**
 * The signed-in user in the top bar, with "Sign out". Without a session (public pages of the
 * candidate area) it offers "Sign in" instead. On phones only the icon shows.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const area = useArea();
  const session = useCurrentSession(area);

  if (!session) {
    return (
      <Button component={Link} to={signInPath(area, 'login')} variant="light" size="xs">
        {t('signIn.account.signIn')}
      </Button>
    );
  }

  const { primary, secondary } = accountLabel(session);
  return (
    <Menu position="bottom-end" width={260} withinPortal shadow="md">
      <Menu.Target>
        <UnstyledButton
          // names what the button shows (name and company), so the visible words are in its name
          aria-label={t('signIn.account.menuLabel', {
            name: [primary, secondary].filter(Boolean).join(', '),
          })}
          px={6}
          py={4}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap={8} wrap="nowrap">
            <Avatar
              size={32}
              radius="xl"
              color="veil"
              variant="light"
              aria-hidden
              src={session.area === 'employer' ? session.me.profilePictureUrl : null}
            >
              <IconUser size={18} />
            </Avatar>
            <Stack gap={0} visibleFrom="sm" maw={200} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate="end">
                {primary}
              </Text>
              {/* a space between the lines, so their words stay apart in the read-out text */}{' '}
              {secondary ? (
                <Text size="xs" c="dimmed" truncate="end">
                  {secondary}
                </Text>
              ) : null}
            </Stack>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* who is signed in: all inside the label, as a menu holds only items, labels and dividers */}
        <Menu.Label>
          {t('signIn.account.signedInAs')}
          <Text size="sm" fw={500} c="var(--mantine-color-text)" mt={4}>
            {primary.includes('@') ? <EmailAddress email={primary} /> : primary}
          </Text>
          {secondary ? (
            <Text size="xs" c="dimmed">
              {secondary}
            </Text>
          ) : null}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={signInPath(area, 'logout')}
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          {t('signIn.account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
