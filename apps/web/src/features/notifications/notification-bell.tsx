import { ActionIcon, Box } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useArea } from '../../lib/areas';
import { useTranslation } from '../../lib/translation';
import { useFirstUse } from '../../ui/first-use';
import { useCurrentSession } from '../sign-in/api';
import { type NotificationSide, unreadCountQuery } from './unread';
import { useLiveNotifications } from './use-live-notifications';

// the popover loads on the bell's first use, its list and copy when first opened (the header is on
// every first load)
const NotificationPopover = lazy(() => import('./notification-popover'));

/** Where a notification about an application leads, given by the area (features do not know its paths). */
export type ApplicationHref = (applicationId: string) => string;

/** Where a notification about a job without an application (new_job of a saved search) leads. */
export type JobHref = (jobId: string) => string;

/** The bell in the top bar of the candidate and employer areas, for signed-in users: unread count, live. */
export function NotificationBell({
  applicationHref,
  jobHref,
}: {
  applicationHref: ApplicationHref;
  jobHref?: JobHref;
}) {
  const area = useArea();
  const session = useCurrentSession(area);
  if (!session || (area !== 'candidate' && area !== 'employer')) return null;
  return <Bell side={area} applicationHref={applicationHref} jobHref={jobHref} />;
}

function Bell({
  side,
  applicationHref,
  jobHref,
}: {
  side: NotificationSide;
  applicationHref: ApplicationHref;
  jobHref?: JobHref;
}) {
  const { t } = useTranslation();
  const unread = useQuery(unreadCountQuery(side)).data?.unread ?? 0;
  useLiveNotifications(side);
  const label = unread > 0 ? t('common.notificationsUnread', { count: unread }) : t('common.notifications');
  return (
    // the count is beside the button, not in it: the popover's target is the button itself
    <Box pos="relative" display="inline-flex">
      <BellTrigger label={label} side={side} applicationHref={applicationHref} jobHref={jobHref} />
      {unread > 0 && (
        // the count is in the button's name; this is its picture (a plain badge: Mantine's
        // Indicator cost the header's first load more than it gave)
        <Box
          component="span"
          aria-hidden
          data-testid="notification-count"
          pos="absolute"
          top={-2}
          right={-4}
          miw={18}
          h={18}
          px={4}
          fz={11}
          fw={700}
          lh="18px"
          ta="center"
          c="white"
          bg="red.9"
          style={{ borderRadius: 9, pointerEvents: 'none' }}
        >
          {unread > 99 ? '99+' : unread}
        </Box>
      )}
    </Box>
  );
}

/** The bell's button; its popover (Mantine's, with its positioning) loads on first use (ui/first-use.ts). */
function BellTrigger({
  label,
  side,
  applicationHref,
  jobHref,
}: {
  label: string;
  side: NotificationSide;
  applicationHref: ApplicationHref;
  jobHref?: JobHref;
}) {
  const { use, triggerProps, hadFocus } = useFirstUse<HTMLButtonElement>();
  const plain = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...triggerProps}
    >
      <IconBell size={20} aria-hidden />
    </ActionIcon>
  );
  // one boundary from the start: the swap is a transition, so the plain button stays (focused, its
  // press noted) until the code is there, rather than being replaced by a copy of itself
  return (
    <Suspense fallback={plain}>
      {use ? (
        <NotificationPopover
          label={label}
          side={side}
          applicationHref={applicationHref}
          jobHref={jobHref}
          opening={use === 'open'}
          hadFocus={hadFocus}
        />
      ) : (
        plain
      )}
    </Suspense>
  );
}
