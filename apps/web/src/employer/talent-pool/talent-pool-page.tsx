import './copy';
import { Badge, Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEyeOff, IconSearch, IconSearchOff, IconUsersGroup } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDate } from '@veil/domain';
import type { Talent } from '@veil/domain/contracts';
import { useMemo, useState } from 'react';
import { AnonymousCvView } from '../../features/anonymous-cv/anonymous-cv-view';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { LoadMore } from '../../ui/load-more';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { talentPoolQuery } from './api';
import { InviteModal } from './invite-modal';

/** One member of the pool: the pool's number, the anonymous badge, skills at a glance, the CV on demand. */
function TalentCard({ talent, onInvite }: { talent: Talent; onInvite: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const name = t('talentPool.employer.talent', { number: talent.talentNumber });
  const titleId = `talent-${talent.talentNumber}`;
  const cvId = `talent-cv-${talent.talentNumber}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Group gap="xs">
              <Title order={2} fz="h4" id={titleId}>
                {name}
              </Title>
              <Badge color="gray" variant="light" leftSection={<IconEyeOff size={14} aria-hidden />}>
                {t('talentPool.employer.anonymous')}
              </Badge>
            </Group>
            {talent.anonymousCv.workInformation.personalHeadline ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {talent.anonymousCv.workInformation.personalHeadline}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('talentPool.employer.source', { job: talent.jobTitle })} ·{' '}
              {t('talentPool.employer.until', { date: formatDate(new Date(talent.inPoolUntil), locale) })}
            </Text>
          </Stack>
          <Button onClick={onInvite}>{t('talentPool.employer.invite')}</Button>
        </Group>
        {talent.anonymousCv.tags.length > 0 ? (
          <Group gap={6}>
            {talent.anonymousCv.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="veil" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        ) : null}
        {talent.invitations.map((invitation) => (
          <Text key={invitation.jobId} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('talentPool.employer.invited', {
              job: invitation.jobTitle,
              date: formatDate(new Date(invitation.invitedAt), locale),
            })}
          </Text>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={cvId}
          >
            {open ? t('talentPool.employer.hideCv') : t('talentPool.employer.showCv')}
          </Button>
        </Group>
        {open ? (
          <Box id={cvId}>
            <AnonymousCvView
              cv={talent.anonymousCv}
              title={t('talentPool.employer.cvTitle', { number: talent.talentNumber })}
              headingLevel={2}
            />
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * `/employer/talent-pool`: the candidates who agreed to stay in the company's pool, each as
 * "Talent #N" with their current anonymous CV, filtered by skill; "Invite to apply" sends one of
 * them an invitation to an open job. Power users and regular users (EMPLOYER_ACCESS.talentPool).
 */
export function TalentPoolPage() {
  const { t } = useTranslation();
  usePageTitle(t('talentPool.employer.title'));
  const [skill, setSkill] = useState('');
  const [debounced] = useDebouncedValue(skill.trim(), 300);
  const query = useInfiniteQuery(talentPoolQuery(debounced));
  const [inviting, setInviting] = useState<Talent | null>(null);
  const pages = query.data?.pages ?? [];
  const talents = useMemo(() => pages.flatMap((page) => page.talents), [pages]);
  const totalRecords = pages[0]?.totalRecords ?? 0;
  const poolEmpty = query.isSuccess && talents.length === 0 && debounced === '';

  return (
    <>
      <PageHeader title={t('talentPool.employer.title')} description={t('talentPool.employer.description')} />
      {poolEmpty ? null : (
        <Group mb="md" align="flex-end" gap="md">
          <TextInput
            label={t('talentPool.employer.filter')}
            placeholder={t('talentPool.employer.filterPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={skill}
            onChange={(event) => setSkill(event.currentTarget.value)}
            maxLength={100}
            w={{ base: '100%', sm: 320 }}
          />
          {query.isSuccess ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('talentPool.employer.count', { count: totalRecords })}
            </Text>
          ) : null}
        </Group>
      )}
      {!query.isSuccess ? (
        <QueryPlaceholder query={query} errorTitle={t('talentPool.employer.loadFailed')} />
      ) : poolEmpty ? (
        <EmptyState
          icon={<IconUsersGroup size={28} aria-hidden />}
          title={t('talentPool.employer.emptyTitle')}
          description={t('talentPool.employer.emptyText')}
        />
      ) : talents.length === 0 ? (
        <EmptyState
          icon={<IconSearchOff size={28} aria-hidden />}
          title={t('talentPool.employer.noMatchTitle')}
          description={t('talentPool.employer.noMatchText')}
          action={
            <Button variant="default" onClick={() => setSkill('')}>
              {t('talentPool.employer.clearFilter')}
            </Button>
          }
        />
      ) : (
        <Stack gap="md">
          {talents.map((talent) => (
            <TalentCard key={talent.talentNumber} talent={talent} onInvite={() => setInviting(talent)} />
          ))}
          <LoadMore
            query={query}
            label={t('talentPool.employer.loadMore')}
            errorTitle={t('talentPool.employer.loadFailed')}
          />
        </Stack>
      )}
      <InviteModal talent={inviting} onClose={() => setInviting(null)} />
    </>
  );
}
