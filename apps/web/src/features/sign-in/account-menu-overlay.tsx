import { Menu, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useArea } from '../../lib/areas';
import { useTranslation } from '../../lib/translation';
import { EmailAddress } from '../../ui/email-address';
import { useTakeOver } from '../../ui/first-use';
import { signInPath } from './paths';

type AccountMenuOverlayProps = {
  label: string;
  /** what the button shows: avatar, name and company */
  face: ReactNode;
  /** who is signed in (account-menu.tsx's accountLabel) */
  who: { primary: string; secondary?: string };
  buttonProps: UnstyledButtonProps;
  /** the first use was a press: open once here */
  opening: boolean;
  /** whether the plain button it replaces had the focus */
  hadFocus: () => boolean;
};

/**
 * The account menu with "Sign out", loaded on the account button's first use (account-menu.tsx). It
 * takes over the focus of the plain button it replaces, then opens if the first use was a press, so
 * the menu returns the focus to its button when it closes.
 */
export default function AccountMenuOverlay({
  label,
  face,
  who,
  buttonProps,
  opening,
  hadFocus,
}: AccountMenuOverlayProps) {
  const { t } = useTranslation();
  const area = useArea();
  const { target, opened, setOpened } = useTakeOver<HTMLButtonElement>({ opening, hadFocus });
  const { primary, secondary } = who;
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={260} withinPortal shadow="md">
      <Menu.Target>
        <UnstyledButton ref={target} aria-label={label} {...buttonProps}>
          {face}
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
