import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../lib/translation';

/** An application without an anonymous CV yet: it is added when the application is sent. */
export function CvPending() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
      {t('candidateApplications.detail.cvPending')}
    </Alert>
  );
}
