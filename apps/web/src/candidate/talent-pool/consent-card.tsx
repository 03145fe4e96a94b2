import './copy';
import { Alert, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, TALENT_POOL_MONTHS, type TalentPoolMonths } from '@veil/domain';
import { useState } from 'react';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { consentsQuery, useGiveConsent } from './api';
import { IconTitle } from './icon-title';

type ConsentCardProps = {
  /** the rejected application, or the withdrawn one (its line in the withdrawn list) */
  applicationId: string;
  company: { id?: string; name: string };
  /** "No, thanks": the card goes away (the withdrawal step); without it the card stays offered */
  onDismiss?: () => void;
};

/**
 * The consent to stay in a company's talent pool, offered after a withdrawal and on a rejected
 * application: what the company will see, what Veil keeps, the period (6, 12 or 24 months) and how
 * to revoke. Once given (or when a consent is in force already) it says until when.
 */
export function TalentPoolConsentCard({ applicationId, company, onDismiss }: ConsentCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const describe = useErrorMessage();
  const consents = useQuery(consentsQuery());
  const give = useGiveConsent();
  const [months, setMonths] = useState<TalentPoolMonths>(12);
  const titleId = `talent-pool-consent-${applicationId}`;
  const inForce = consents.data?.consents.find((consent) =>
    company.id ? consent.companyId === company.id : consent.companyName === company.name,
  );

  if (inForce)
    return (
      <Alert color="veil" variant="light" icon={<IconUsersGroup size={20} aria-hidden />} mb="md">
        {t('talentPool.consent.inPool', {
          company: company.name,
          date: formatDate(new Date(inForce.expiresAt), locale),
        })}
      </Alert>
    );
  if (!consents.isSuccess) return null;

  const submit = () =>
    give.mutate(
      { applicationId, months },
      {
        onSuccess: (consent) =>
          notifications.show({
            color: 'veil',
            message: t('talentPool.consent.done', {
              company: company.name,
              date: formatDate(new Date(consent.expiresAt), locale),
            }),
          }),
      },
    );

  return (
    <Paper withBorder p="md" mb="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <IconTitle icon={IconUsersGroup} id={titleId}>
          {t('talentPool.consent.title', { company: company.name })}
        </IconTitle>
        <Text size="sm">{t('talentPool.consent.text', { company: company.name })}</Text>
        <Text size="sm" c="dimmed">
          {t('talentPool.consent.kept')}
        </Text>
        <Radio.Group
          label={t('talentPool.consent.period')}
          value={String(months)}
          onChange={(value) => setMonths(TALENT_POOL_MONTHS.find((item) => String(item) === value) ?? 12)}
        >
          <Group gap="lg" mt="xs">
            {TALENT_POOL_MONTHS.map((item) => (
              <Radio
                key={item}
                value={String(item)}
                label={t('talentPool.consent.months', { count: item })}
              />
            ))}
          </Group>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          {t('talentPool.consent.revokeHint')}
        </Text>
        {give.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('talentPool.consent.failed')}>
            {describe(give.error)}
          </Alert>
        ) : null}
        <Group gap="sm" justify="flex-end">
          {onDismiss ? (
            <Button variant="default" onClick={onDismiss} disabled={give.isPending}>
              {t('talentPool.consent.dismiss')}
            </Button>
          ) : null}
          <Button onClick={submit} loading={give.isPending}>
            {t('talentPool.consent.give')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
