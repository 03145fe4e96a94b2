import './copy';
import { Button, Group, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from '../../lib/translation';
import { useMarkAllRead } from './api';
import { NotificationList } from './notification-list';
import type { NotificationSide } from './unread';

/** The bell's menu (loaded when first opened): the list and "mark all as read". */
export default function NotificationMenu({
  side,
  applicationHref,
  jobHref,
  onNavigate,
}: {
  side: NotificationSide;
  applicationHref: (applicationId: string) => string;
  jobHref?: (jobId: string) => string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const markAll = useMarkAllRead(side);
  return (
    <section aria-label={t('notifications.title')}>
      <Group
        justify="space-between"
        px="md"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Text fw={600} component="h2" size="sm" m={0}>
          {t('notifications.title')}
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      <ScrollArea.Autosize mah="min(480px, 70vh)">
        <NotificationList
          side={side}
          applicationHref={applicationHref}
          jobHref={jobHref}
          onNavigate={onNavigate}
        />
      </ScrollArea.Autosize>
    </section>
  );
}
