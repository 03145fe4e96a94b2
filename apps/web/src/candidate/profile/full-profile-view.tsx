import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { Resume } from '@veil/domain/contracts';
import { ResumeSections } from '../../features/resume-sections/resume-sections';
import { useTranslation } from '../../lib/translation';
import { storedLists } from './stored-entries';

/** The whole resume as its candidate wrote it, read-only: the left side of the review. */
export function FullProfileView({ resume, title }: { resume: Resume; title: string }) {
  const { t } = useTranslation();
  const { userDetails: details } = resume;
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
        <ResumeSections
          lists={storedLists(resume)}
          titles={{
            workExperiences: t('candidateProfile.sections.workExperiences'),
            educations: t('candidateProfile.sections.educations'),
            tags: t('candidateProfile.sections.tags'),
            languages: t('candidateProfile.sections.languages'),
            certifications: t('candidateProfile.sections.certifications'),
            rewards: t('candidateProfile.sections.rewards'),
            socialLinks: t('candidateProfile.sections.socialLinks'),
          }}
          noneText={t('candidateProfile.review.none')}
          presentText={t('candidateProfile.review.present')}
        />
      </Stack>
    </Paper>
  );
}
