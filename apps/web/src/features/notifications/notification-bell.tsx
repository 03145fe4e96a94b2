import { ActionIcon, Box, Loader, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useArea } from '../../lib/areas';
import { useTranslation } from '../../lib/translation';
import { useCurrentSession } from '../sign-in/api';
import { type NotificationSide, unreadCountQuery } from './unread';
import { useLiveNotifications } from './use-live-notifications';

// the menu, its list and its copy load when the bell is first opened (the header is on every first load)
const NotificationMenu = lazy(() => import('./notification-menu'));

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
  const [opened, setOpened] = useState(false);
  const unread = useQuery(unreadCountQuery(side)).data?.unread ?? 0;
  useLiveNotifications(side);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(380px, calc(100vw - 24px))"
      withinPortal
      shadow="md"
      trapFocus
    >
      {/* the target is the button itself: Mantine gives it aria-expanded and aria-controls */}
      <Box pos="relative" display="inline-flex">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={
              unread > 0 ? t('common.notificationsUnread', { count: unread }) : t('common.notifications')
            }
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
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
      <Popover.Dropdown p={0}>
        {opened && (
          <Suspense fallback={<Loader size="sm" m="md" aria-label={t('common.loading')} />}>
            <NotificationMenu
              side={side}
              applicationHref={applicationHref}
              jobHref={jobHref}
              onNavigate={() => setOpened(false)}
            />
          </Suspense>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
