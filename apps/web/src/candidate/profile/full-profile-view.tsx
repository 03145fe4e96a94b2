import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { enumLabel, languageName } from '@veil/domain';
import type { Resume } from '@veil/domain/contracts';
import type { Locale } from '@veil/domain/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/use-locale';
import { storedLists } from './stored-entries';

/** A CV month `YYYY-MM` as the reader writes it: 03.2024 in German, 03/2024 in English. */
export function formatMonth(month: string, locale: Locale): string {
  const [year, monthOfYear] = month.split('-');
  return `${monthOfYear}${locale === 'de' ? '.' : '/'}${year}`;
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} fz="h5" c="dimmed" tt="uppercase" lts={0.5}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The whole resume as its candidate wrote it, read-only: the left side of the review. */
export function FullProfileView({ resume, title }: { resume: Resume; title: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { userDetails: details } = resume;
  const lists = storedLists(resume);
  const period = (from: string, to: string | null, current: boolean) =>
    `${formatMonth(from, locale)} – ${current || !to ? t('candidateProfile.review.present') : formatMonth(to, locale)}`;
  const none = (
    <Text size="sm" c="dimmed">
      {t('candidateProfile.review.none')}
    </Text>
  );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="article" aria-label={title}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} fz="h3">
              {title}
            </Title>
            <Badge color="veil" variant="light" leftSection={<IconUser size={14} aria-hidden />}>
              {t('candidateProfile.review.onlyYou')}
            </Badge>
          </Group>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {details.firstName} {details.lastName}
          </Text>
          {details.headline ? <Text style={{ overflowWrap: 'anywhere' }}>{details.headline}</Text> : null}
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[details.email, details.phoneNumber, details.location].filter(Boolean).join(' · ')}
          </Text>
          {resume.workInformation.personalHeadline ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {resume.workInformation.personalHeadline}
            </Text>
          ) : null}
        </Stack>
        <Block title={t('candidateProfile.sections.workExperiences')}>
          {lists.workExperiences.length === 0 ? none : null}
          {lists.workExperiences.map((experience) => (
            <Stack key={experience.id} gap={2}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {experience.jobTitle} · {experience.company}
              </Text>
              <Text size="sm" c="dimmed">
                {period(experience.workFrom, experience.workTo, experience.currentlyWorking)} ·{' '}
                {enumLabel(locale, 'industry', experience.industry)}
              </Text>
              {experience.jobDescription ? (
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {experience.jobDescription}
                </Text>
              ) : null}
            </Stack>
          ))}
        </Block>
        <Block title={t('candidateProfile.sections.educations')}>
          {lists.educations.length === 0 ? none : null}
          {lists.educations.map((education) => (
            <Stack key={education.id} gap={2}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {education.degree}
                {education.majorIn ? `, ${education.majorIn}` : ''}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {education.school} ·{' '}
                {period(education.studyFrom, education.studyTo, education.currentlyStudying)}
              </Text>
            </Stack>
          ))}
        </Block>
        <Block title={t('candidateProfile.sections.tags')}>
          {resume.tags.length === 0 ? (
            none
          ) : (
            <Group gap={6} wrap="wrap">
              {resume.tags.map((tag) => (
                <Badge key={tag.id} variant="light" color="gray" tt="none" style={{ maxWidth: '100%' }}>
                  {tag.tag}
                </Badge>
              ))}
            </Group>
          )}
        </Block>
        <Block title={t('candidateProfile.sections.languages')}>
          {lists.languages.length === 0 ? none : null}
          {lists.languages.map((language) => (
            <Text key={language.id} size="sm">
              {languageName(language.iso, locale)} · {enumLabel(locale, 'languageLevel', language.level)}
            </Text>
          ))}
        </Block>
        {lists.certifications.length > 0 ? (
          <Block title={t('candidateProfile.sections.certifications')}>
            {lists.certifications.map((certification) => (
              <Text key={certification.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {[certification.name, certification.issuingOrg].filter(Boolean).join(' · ')}
              </Text>
            ))}
          </Block>
        ) : null}
        {lists.rewards.length > 0 ? (
          <Block title={t('candidateProfile.sections.rewards')}>
            {lists.rewards.map((reward) => (
              <Text key={reward.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {[reward.title, reward.issuer].filter(Boolean).join(' · ')}
              </Text>
            ))}
          </Block>
        ) : null}
        {lists.socialLinks.length > 0 ? (
          <Block title={t('candidateProfile.sections.socialLinks')}>
            {lists.socialLinks.map((link) => (
              <Text key={link.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {enumLabel(locale, 'candidateLinkKind', link.linkType)}:{' '}
                <Anchor href={link.link} target="_blank" rel="noopener noreferrer" inherit>
                  {link.link}
                </Anchor>
              </Text>
            ))}
          </Block>
        ) : null}
      </Stack>
    </Paper>
  );
}
