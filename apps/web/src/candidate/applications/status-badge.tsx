import { Badge } from '@mantine/core';
import type { ApplicationStatus } from '@veil/domain';
import { useTranslation } from '../../lib/translation';

/** One colour per application status, the same in the list and on the application's page (UI.md). */
export const APPLICATION_STATUS_COLORS: Record<ApplicationStatus, string> = {
  applying: 'gray',
  applied: 'blue',
  screening: 'cyan',
  recording: 'violet',
  evaluating: 'indigo',
  approved: 'teal',
  confirmed: 'green',
  rejected: 'red',
  withdrawn: 'dark',
};

/** The status of an application with the domain's label ("Begonnen", "Beworben", …). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={APPLICATION_STATUS_COLORS[status]}
      variant="light"
      radius="sm"
      style={{ minWidth: 'max-content' }}
    >
      {t(`enums.applicationStatus.${status}`)}
    </Badge>
  );
}
