import { Badge } from '@mantine/core';
import { useTranslation } from '../../lib/translation';

/** Active or inactive, in the colours every status badge of the admin area uses. */
export function CompanyStatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={isActive ? 'green' : 'gray'}
      radius="sm"
      styles={{ label: { overflow: 'visible' } }}
    >
      {isActive ? t('admin.companies.status.active') : t('admin.companies.status.inactive')}
    </Badge>
  );
}
