import { Badge } from '@mantine/core';
import type { AccountStatus } from '@veil/domain';
import { useTranslation } from 'react-i18next';

/** One colour per status, wherever accounts are listed: pending amber, active green, inactive grey. */
const STATUS_COLOR: Record<AccountStatus, string> = {
  pending: 'yellow',
  accepted: 'green',
  inactive: 'gray',
};

/** Pending, active (`accepted`) or inactive. */
export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={STATUS_COLOR[status]}
      radius="sm"
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`enums.accountStatus.${status}`)}
    </Badge>
  );
}
