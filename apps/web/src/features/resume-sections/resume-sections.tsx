import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { languageName } from '@veil/domain';
import type { RevealedProfile } from '@veil/domain/contracts';
import type { Locale } from '@veil/domain/i18n';
import type { ReactNode } from 'react';
import { enumLabel } from '../../lib/enum-labels';
import { useLocale } from '../../lib/use-locale';

/*
 * The list sections of a full resume, read-only: the candidate's own review and the employer's
 * revealed resume show them alike. Each side keeps its own header and its own words (the candidate
 * reads "Noch nichts.", the employer "Keine Angabe."), so the labels come in resolved.
 */

/** A CV month `YYYY-MM` as the reader writes it: 03.2024 in German, 03/2024 in English. */
export function formatMonth(month: string, locale: Locale): string {
  const [year, monthOfYear] = month.split('-');
  return `${monthOfYear}${locale === 'de' ? '.' : '/'}${year}`;
}

/** One titled section of the resume. */
export function ResumeBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} fz="h5" c="dimmed" tt="uppercase" lts={0.5}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The list sections as both a stored resume and a reveal snapshot carry them. */
export type ResumeLists = Pick<
  RevealedProfile,
  'workExperiences' | 'educations' | 'languages' | 'certifications' | 'rewards' | 'socialLinks' | 'tags'
>;

export type ResumeSectionTitles = Record<keyof ResumeLists, string>;

/** The resume's list sections; empty optional ones (certifications, rewards, links) are left out. */
export function ResumeSections({
  lists,
  titles,
  noneText,
  presentText,
}: {
  lists: ResumeLists;
  titles: ResumeSectionTitles;
  /** What an empty required section says. */
  noneText: string;
  /** The end of a period that has not ended. */
  presentText: string;
}) {
  const locale = useLocale();
  const period = (from: string, to: string | null | undefined, current: boolean) =>
    `${formatMonth(from, locale)} – ${current || !to ? presentText : formatMonth(to, locale)}`;
  const none = (
    <Text size="sm" c="dimmed">
      {noneText}
    </Text>
  );
  return (
    <>
      <ResumeBlock title={titles.workExperiences}>
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
      </ResumeBlock>
      <ResumeBlock title={titles.educations}>
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
      </ResumeBlock>
      <ResumeBlock title={titles.tags}>
        {lists.tags.length === 0 ? (
          none
        ) : (
          <Group gap={6} wrap="wrap">
            {lists.tags.map((tag) => (
              <Badge key={tag.id} variant="light" color="gray" tt="none" style={{ maxWidth: '100%' }}>
                {tag.tag}
              </Badge>
            ))}
          </Group>
        )}
      </ResumeBlock>
      <ResumeBlock title={titles.languages}>
        {lists.languages.length === 0 ? none : null}
        {lists.languages.map((language) => (
          <Text key={language.id} size="sm">
            {languageName(language.iso, locale)} · {enumLabel(locale, 'languageLevel', language.level)}
          </Text>
        ))}
      </ResumeBlock>
      {lists.certifications.length > 0 ? (
        <ResumeBlock title={titles.certifications}>
          {lists.certifications.map((certification) => (
            <Text key={certification.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {[certification.name, certification.issuingOrg].filter(Boolean).join(' · ')}
            </Text>
          ))}
        </ResumeBlock>
      ) : null}
      {lists.rewards.length > 0 ? (
        <ResumeBlock title={titles.rewards}>
          {lists.rewards.map((reward) => (
            <Text key={reward.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {[reward.title, reward.issuer].filter(Boolean).join(' · ')}
            </Text>
          ))}
        </ResumeBlock>
      ) : null}
      {lists.socialLinks.length > 0 ? (
        <ResumeBlock title={titles.socialLinks}>
          {lists.socialLinks.map((link) => (
            <Text key={link.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {enumLabel(locale, 'candidateLinkKind', link.linkType)}:{' '}
              <Anchor href={link.link} target="_blank" rel="noopener noreferrer" inherit>
                {link.link}
              </Anchor>
            </Text>
          ))}
        </ResumeBlock>
      ) : null}
    </>
  );
}
