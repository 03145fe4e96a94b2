import { Badge } from '@mantine/core';
import type { JobStatus } from '@veil/domain';
import { useTranslation } from '../../lib/translation';

/** One colour per job status, the same in every list and page (UI.md). */
export const JOB_STATUS_COLORS: Record<JobStatus, string> = { draft: 'gray', open: 'green', closed: 'red' };

/** The status of a job post: draft, open (published) or closed. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return (
    // never cut short in a narrow table column
    <Badge color={JOB_STATUS_COLORS[status]} variant="light" radius="sm" style={{ minWidth: 'max-content' }}>
      {t(`enums.jobStatus.${status}`)}
    </Badge>
  );
}
