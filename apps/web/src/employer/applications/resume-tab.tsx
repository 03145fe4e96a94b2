import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@veil/domain';
import type { EmployerApplication, RevealedProfile } from '@veil/domain/contracts';
import type { Locale } from '@veil/domain/i18n';
import { ResumeBlock, ResumeSections } from '../../features/resume-sections/resume-sections';
import { enumLabel } from '../../lib/enum-labels';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { EmptyState } from '../../ui/empty-state';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { revealedResumeQuery } from './api';

/** A birth date (`YYYY-MM-DD`, a day without a zone) as the reader's language writes dates. */
const birthDate = (dob: string, locale: Locale) => formatDate(new Date(`${dob}T12:00:00Z`), locale, 'UTC');

/**
 * The full profile as the candidate shared it, read-only: its own header (shared on, contact) over
 * the list sections the candidate's review shows too (features/resume-sections).
 */
function RevealedProfileView({ profile, revealedAt }: { profile: RevealedProfile; revealedAt: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const details = profile.userDetails;
  const title = t('profileReveal.employer.title');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="article" aria-label={title}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz="h3">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profileReveal.employer.sharedOn', { date: formatDate(new Date(revealedAt), locale) })}
          </Text>
          <Text fw={600} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {details.firstName} {details.lastName}
          </Text>
          <Text size="sm" c="dimmed">
            {enumLabel(locale, 'gender', details.gender)}
            {details.dob
              ? ` · ${t('profileReveal.employer.born', { date: birthDate(details.dob, locale) })}`
              : ''}
          </Text>
          {details.headline ? <Text style={{ overflowWrap: 'anywhere' }}>{details.headline}</Text> : null}
        </Stack>
        <ResumeBlock title={t('profileReveal.employer.contact')}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Anchor href={`mailto:${details.email}`} inherit>
              {details.email}
            </Anchor>
            {details.phoneNumber ? ` · ${details.phoneNumber}` : ''}
            {details.location ? ` · ${details.location}` : ''}
          </Text>
        </ResumeBlock>
        {profile.workInformation.personalHeadline ? (
          <ResumeBlock title={t('profileReveal.employer.workInformation')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {profile.workInformation.personalHeadline}
            </Text>
          </ResumeBlock>
        ) : null}
        <ResumeSections
          lists={profile}
          titles={{
            workExperiences: t('profileReveal.employer.workExperiences'),
            educations: t('profileReveal.employer.educations'),
            tags: t('profileReveal.employer.tags'),
            languages: t('profileReveal.employer.languages'),
            certifications: t('profileReveal.employer.certifications'),
            rewards: t('profileReveal.employer.rewards'),
            socialLinks: t('profileReveal.employer.socialLinks'),
          }}
          noneText={t('profileReveal.employer.none')}
          presentText={t('profileReveal.employer.present')}
        />
      </Stack>
    </Paper>
  );
}

/**
 * The application's "resume" tab (labelled Lebenslauf / Resume): before the candidate's reveal a notice that they
 * decide after the interview (the API would refuse); afterwards the snapshot they shared.
 */
export function ResumeTab({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation();
  const resume = useQuery(revealedResumeQuery(application.id, application.revealed));
  if (!application.revealed) {
    return (
      <EmptyState
        icon={<IconLock size={28} aria-hidden />}
        title={t('profileReveal.employer.hiddenTitle')}
        description={t('profileReveal.employer.hiddenText')}
      />
    );
  }
  if (!resume.isSuccess)
    return <QueryPlaceholder query={resume} errorTitle={t('profileReveal.employer.loadFailed')} rows={4} />;
  return <RevealedProfileView profile={resume.data.profile} revealedAt={resume.data.revealedAt} />;
}

/**
 * The application page's header line once the candidate revealed themselves: a "Profile shared"
 * badge and the name they shared (before, the header shows the anonymous badge and pseudonym).
 */
export function RevealedIdentity({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation();
  const resume = useQuery(revealedResumeQuery(application.id, application.revealed));
  const details = resume.data?.profile.userDetails;
  return (
    <Group gap="xs" wrap="wrap">
      <Badge color="teal" variant="light" tt="none" leftSection={<IconEye size={12} aria-hidden />}>
        {t('profileReveal.employer.revealedBadge')}
      </Badge>
      <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {details ? `${details.firstName} ${details.lastName}`.trim() : null}
        {details ? ' · ' : null}
        {application.job.jobTitle}
      </Text>
    </Group>
  );
}
