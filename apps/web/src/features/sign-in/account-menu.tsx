import { Avatar, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { useArea } from '../../lib/areas';
import { useTranslation } from '../../lib/translation';
import { useFirstUse } from '../../ui/first-use';
import { type AreaSession, useCurrentSession } from './api';
import { signInPath } from './paths';

// the menu and its positioning load on the button's first use (the header is on every first load)
const AccountMenuOverlay = lazy(() => import('./account-menu-overlay'));

/** Who is signed in, as the account button and menu say it. */
export type AccountLabel = { primary: string; secondary?: string };

/** What the account menu says about the user: employer name + company, admin and candidate e-mail. */
export function accountLabel(session: AreaSession): AccountLabel {
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
  const name = [primary, secondary].filter(Boolean).join(', ');
  const face = (
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
  );
  return (
    <AccountTrigger
      label={t('signIn.account.menuLabel', { name })}
      face={face}
      who={{ primary, secondary }}
    />
  );
}

/** The button's look, the same before and after the menu's code is there. */
const ACCOUNT_BUTTON_PROPS = {
  px: 6,
  py: 4,
  style: { borderRadius: 'var(--mantine-radius-md)' },
} as const;

/**
 * The account button; the menu (Mantine's Menu with its positioning) loads on first use
 * (ui/first-use.ts) and then takes the button's place.
 */
function AccountTrigger({ label, face, who }: { label: string; face: ReactNode; who: AccountLabel }) {
  const { use, triggerProps, hadFocus } = useFirstUse<HTMLButtonElement>();
  const plain = (
    // names what the button shows (name and company), so the visible words are in its name
    <UnstyledButton
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      {...ACCOUNT_BUTTON_PROPS}
      {...triggerProps}
    >
      {face}
    </UnstyledButton>
  );
  // one boundary from the start: the swap is a transition, so the plain button stays (focused, its
  // press noted) until the code is there, rather than being replaced by a copy of itself
  return (
    <Suspense fallback={plain}>
      {use ? (
        <AccountMenuOverlay
          label={label}
          face={face}
          who={who}
          buttonProps={ACCOUNT_BUTTON_PROPS}
          opening={use === 'open'}
          hadFocus={hadFocus}
        />
      ) : (
        plain
      )}
    </Suspense>
  );
}
