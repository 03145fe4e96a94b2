import { Select, SimpleGrid, Skeleton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { isAccountActive, type Role } from '@veil/domain';
import type { Account, CompanyProfile } from '@veil/domain/contracts';
import { useEffect } from 'react';
import { SectionCard } from '../../features/forms/section-card';
import { ApiError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/translation';
import { ErrorAlert } from '../../ui/alerts';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { teamQuery } from '../settings/api';
import { useUpdateCompany } from './api';

type Values = { defaultPersonInChargeId: string | null; defaultReviewerId: string | null };
type SectionProps = { company: CompanyProfile; onDirtyChange: (dirty: boolean) => void };

/** Who may be a person in charge: active power and regular users (reviewers only review). */
const IN_CHARGE_ROLES: readonly Role[] = ['power_user', 'regular_user'];

/**
 * The options for one select: the active people who may take the role, plus whoever is set now
 * (so a since-deactivated default is still visible, marked as such, rather than silently blank).
 */
function options(
  accounts: readonly Account[],
  roles: readonly Role[] | null,
  current: string | null,
  t: (key: string) => string,
) {
  const name = (account: Account) =>
    `${account.firstName} ${account.lastName} · ${t(`enums.role.${account.role}`)}`;
  const eligible = accounts.filter(
    (account) => isAccountActive(account.status) && (!roles || roles.includes(account.role)),
  );
  const list = eligible.map((account) => ({ value: account.id, label: name(account) }));
  const set = accounts.find((account) => account.id === current);
  if (set && !eligible.includes(set)) {
    list.push({ value: set.id, label: `${name(set)} (${t(`enums.accountStatus.${set.status}`)})` });
  }
  return list;
}

/** The default person in charge and default reviewer of new applications. */
export function DefaultsSection({ company, onDirtyChange }: SectionProps) {
  const { t } = useTranslation();
  const team = useQuery(teamQuery());
  const update = useUpdateCompany();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      defaultPersonInChargeId: company.defaultPersonInChargeId,
      defaultReviewerId: company.defaultReviewerId,
    },
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit((values) => {
    update.mutate(
      { updateType: 'defaults', ...values },
      {
        onSuccess: () => {
          form.resetDirty();
          notifications.show({ color: 'green', message: t('company.edit.defaultsSaved') });
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.details?.field : undefined;
          if (field === 'defaultPersonInChargeId' || field === 'defaultReviewerId') {
            form.setFieldError(field, t('company.edit.personUnavailable'));
          }
        },
      },
    );
  });
  const fieldError =
    update.error instanceof ApiError &&
    typeof update.error.details?.field === 'string' &&
    update.error.code === 'invalid_request_body';

  let fields: React.ReactNode;
  if (team.isPending) {
    fields = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-busy="true">
        <Skeleton height={58} />
        <Skeleton height={58} />
      </SimpleGrid>
    );
  } else if (!team.isSuccess) {
    fields = <QueryPlaceholder query={team} errorTitle={t('company.edit.teamLoadFailed')} />;
  } else {
    const values = form.getValues();
    fields = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('company.edit.defaultPersonInCharge')}
          description={t('company.edit.defaultPersonInChargeHint')}
          placeholder={t('company.edit.nobody')}
          clearable
          searchable
          nothingFoundMessage={t('company.edit.nothingFound')}
          data={options(team.data, IN_CHARGE_ROLES, values.defaultPersonInChargeId, t)}
          {...form.getInputProps('defaultPersonInChargeId')}
        />
        <Select
          label={t('company.edit.defaultReviewer')}
          description={t('company.edit.defaultReviewerHint')}
          placeholder={t('company.edit.nobody')}
          clearable
          searchable
          nothingFoundMessage={t('company.edit.nothingFound')}
          data={options(team.data, null, values.defaultReviewerId, t)}
          {...form.getInputProps('defaultReviewerId')}
        />
      </SimpleGrid>
    );
  }

  return (
    <SectionCard
      id="defaults"
      title={t('company.edit.defaultsTitle')}
      description={t('company.edit.defaultsDescription')}
      onSubmit={submit}
      dirty={dirty}
      saving={update.isPending}
      saveLabel={t('company.edit.save.defaults')}
    >
      {fields}
      {update.isError && !fieldError ? (
        <ErrorAlert error={update.error} title={t('company.edit.saveFailed')} />
      ) : null}
    </SectionCard>
  );
}
