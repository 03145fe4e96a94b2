import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { employerPaths } from '../paths';

/** The way back to the job list, above a job page's heading. */
export function BackToJobs() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={employerPaths.jobs} size="sm" mb="xs" display="inline-block">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('employerJobs.backToList')}
      </Group>
    </Anchor>
  );
}
