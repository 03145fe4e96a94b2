import { Badge } from '@mantine/core';
import { type AccountStatus, type ShownAccountStatus, shownAccountStatus } from '@veil/domain';
import { useTranslation } from '../../lib/translation';

/** One colour per status, wherever accounts are listed: pending amber, active green, the rest grey. */
const STATUS_COLOR: Record<ShownAccountStatus, string> = {
  pending: 'yellow',
  active: 'green',
  deactivated: 'gray',
  company_inactive: 'gray',
};

/** The account's one true status (the domain's `shownAccountStatus`), as a badge. */
export function AccountStatusBadge({
  status,
  companyActive,
}: {
  status: AccountStatus;
  companyActive: boolean;
}) {
  const { t } = useTranslation();
  const shown = shownAccountStatus(status, companyActive);
  return (
    <Badge
      variant="light"
      color={STATUS_COLOR[shown]}
      radius="sm"
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`accounts.status.${shown}`)}
    </Badge>
  );
}
