import { ActionIcon, Loader, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/translation';
import { useTakeOver } from '../../ui/first-use';
import type { NotificationSide } from './unread';

// the menu, its list and its copy load when the bell is first opened
const NotificationMenu = lazy(() => import('./notification-menu'));

type NotificationPopoverProps = {
  label: string;
  side: NotificationSide;
  applicationHref: (applicationId: string) => string;
  jobHref?: (jobId: string) => string;
  /** the first use was a press: open once here */
  opening: boolean;
  /** whether the plain button it replaces had the focus */
  hadFocus: () => boolean;
};

/**
 * The bell's button with its popover, loaded on the bell's first use (notification-bell.tsx). It takes
 * over the focus of the plain button it replaces, then opens if the first use was a press.
 */
export default function NotificationPopover({
  label,
  side,
  applicationHref,
  jobHref,
  opening,
  hadFocus,
}: NotificationPopoverProps) {
  const { t } = useTranslation();
  const { target, opened, setOpened } = useTakeOver<HTMLButtonElement>({ opening, hadFocus });
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
      <Popover.Target>
        <ActionIcon
          ref={target}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          onClick={() => setOpened((open) => !open)}
        >
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
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
