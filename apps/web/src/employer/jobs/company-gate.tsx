import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { COMPANY_REQUIRED_FOR_JOBS } from '@veil/domain';
import { Link } from 'react-router';
import { requiredFieldLabel } from '../../features/company-profile/labels';
import { useTranslation } from '../../lib/translation';
import { companyProfileQuery } from '../company/api';
import { employerPaths } from '../paths';
import { useEmployerMe } from '../roles';

/**
 * Whether the company may create or import jobs (spec section 3: only with its required information
 * complete), as `GET /companies` reports it; the API enforces the same rule (`company_incomplete`).
 */
export function useCompanyGate() {
  const me = useEmployerMe();
  const company = useQuery(companyProfileQuery());
  const required: readonly string[] = COMPANY_REQUIRED_FOR_JOBS;
  const missing = (company.data?.missingFields ?? []).filter((field) => required.includes(field));
  return {
    company,
    missing,
    /** known to be complete */
    ready: company.isSuccess && missing.length === 0,
    /** known to be incomplete */
    blocked: company.isSuccess && missing.length > 0,
    /** power users complete the company themselves; everybody else asks one */
    canComplete: me?.role === 'power_user',
  };
}

/**
 * Why jobs cannot be created yet: a power user gets the missing fields and the way to the company
 * page, a regular user is told to contact a power user.
 */
export function CompanyIncompleteNotice({
  missing,
  canComplete,
}: {
  missing: readonly string[];
  canComplete: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertCircle size={20} aria-hidden />}
      title={t('employerJobs.gate.title')}
      role="status"
    >
      <Stack gap="xs">
        <Text size="sm">
          {canComplete ? t('validation.company.incomplete') : t('validation.company.incompleteAskPowerUser')}
        </Text>
        <List size="sm" spacing={2} aria-label={t('employerJobs.gate.missing')}>
          {missing.map((field) => (
            <List.Item key={field}>{requiredFieldLabel(t, field)}</List.Item>
          ))}
        </List>
        {canComplete ? (
          <Group>
            <Button
              component={Link}
              to={employerPaths.company}
              size="xs"
              leftSection={<IconEdit size={16} aria-hidden />}
            >
              {t('employerJobs.gate.completeCompany')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
