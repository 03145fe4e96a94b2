import { Badge, type MantineColor } from '@mantine/core';
import type { ApplicationStatus } from '@veil/domain';
import { enumLabel } from '../../lib/enum-labels';
import { useLocale } from '../../lib/use-locale';

/** One colour per status, the same on the board, in lists and on detail pages (UI.md). */
export const APPLICATION_STATUS_COLOR: Record<ApplicationStatus, MantineColor> = {
  applying: 'gray',
  applied: 'blue',
  screening: 'cyan',
  recording: 'violet',
  evaluating: 'grape',
  approved: 'teal',
  confirmed: 'green',
  rejected: 'red',
  withdrawn: 'dark',
};

/** An application's status as a coloured badge with the spec's label. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const locale = useLocale();
  return (
    <Badge color={APPLICATION_STATUS_COLOR[status]} variant="light" tt="none">
      {enumLabel(locale, 'applicationStatus', status)}
    </Badge>
  );
}
