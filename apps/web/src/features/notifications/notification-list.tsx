import './copy';
import { Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDateTime } from '@veil/domain';
import type { Notification } from '@veil/domain/contracts';
import { useNavigate } from 'react-router';
import { enumLabel } from '../../lib/enum-labels';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { ErrorState } from '../../ui/error-state';
import { notificationsQuery, useMarkRead } from './api';
import type { NotificationSide } from './unread';

/** What a notification says: its kind's sentence, with the application named by number and job title only. */
function useNotificationText() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (notification: Notification) => {
    const application = t('notifications.application', {
      number: notification.applicationNumber ?? '–',
      jobTitle: notification.jobTitle,
    });
    return t(`notifications.kind.${notification.kind}`, {
      jobTitle: notification.jobTitle,
      companyName: notification.companyName,
      status: notification.status ? enumLabel(locale, 'applicationStatus', notification.status) : '',
      application,
    });
  };
}

/**
 * The side's notifications, newest first, unread ones marked; choosing one marks it read and opens
 * its application (or, for a new job of a saved search, the job). Used by the bell's menu and by the
 * candidate's dashboard.
 */
export function NotificationList({
  side,
  applicationHref,
  jobHref,
  onNavigate,
}: {
  side: NotificationSide;
  applicationHref: (applicationId: string) => string;
  jobHref?: (jobId: string) => string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const text = useNotificationText();
  const markRead = useMarkRead(side);
  const query = useInfiniteQuery(notificationsQuery(side));
  if (query.isError) return <ErrorState onRetry={() => query.refetch()} />;
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  if (query.isSuccess && items.length === 0)
    return (
      <Text c="dimmed" size="sm" p="md">
        {t('notifications.empty')}
      </Text>
    );
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={query.isPending}>
      {items.map((notification) => (
        <li key={notification.id}>
          <UnstyledButton
            w="100%"
            px="md"
            py="sm"
            style={{
              borderBottom: '1px solid var(--mantine-color-gray-2)',
              background: notification.read ? undefined : 'var(--mantine-color-veil-0)',
            }}
            onClick={() => {
              if (!notification.read) markRead.mutate(notification.id);
              const href = notification.applicationId
                ? applicationHref(notification.applicationId)
                : notification.jobId && jobHref
                  ? jobHref(notification.jobId)
                  : null;
              if (href) {
                onNavigate?.();
                navigate(href);
              }
            }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Text size="sm" fw={notification.read ? 400 : 600}>
                {text(notification)}
              </Text>
              {!notification.read && (
                <Badge size="xs" color="veil" variant="filled">
                  {t('notifications.unreadBadge')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {formatDateTime(new Date(notification.createdAt), locale)}
            </Text>
          </UnstyledButton>
        </li>
      ))}
      {query.hasNextPage && (
        <li>
          <Button
            variant="subtle"
            size="xs"
            m="xs"
            onClick={() => query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {t('notifications.loadMore')}
          </Button>
        </li>
      )}
    </Stack>
  );
}
