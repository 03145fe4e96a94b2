import { Badge, Group, Text } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import { type DueDateKind, dueDateDisplay, dueDateLabel, formatDate, formatTime } from '@veil/domain';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import './copy';

/** How urgent the time left looks, from calm to overdue. */
export const DUE_COLOR: Record<DueDateKind, string> = {
  date: 'gray',
  twoDays: 'yellow',
  oneDay: 'orange',
  today: 'orange',
  overdue: 'red',
};

/**
 * The audio interview's due date in the candidate's language ("Bitte antworten Sie bis 5.03.2026,
 * 23:59 Uhr.") and, once fewer than 72 hours are left, the time left by the spec's due-date rule
 * ("Noch 2 Tage", "Heute fällig").
 */
export function DueDate({ dueDate, size = 'sm' }: { dueDate: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const due = new Date(dueDate);
  const now = new Date();
  const { kind } = dueDateDisplay(due, now);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconCalendarDue size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <Group gap="xs" wrap="wrap" align="center">
        <Text size={size} fw={500}>
          {t('audioInterview.dueBy', { date: formatDate(due, locale), time: formatTime(due) })}
        </Text>
        {kind !== 'date' ? (
          <Badge size="sm" variant="light" tt="none" color={DUE_COLOR[kind]}>
            {dueDateLabel(due, now, locale)}
          </Badge>
        ) : null}
      </Group>
    </Group>
  );
}
