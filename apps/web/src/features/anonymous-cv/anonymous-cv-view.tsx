import { Badge, Group, Mark, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { type AnonymousCv, type Duration, languageName, REDACTION_MARK } from '@veil/domain';
import { Fragment, type ReactNode } from 'react';
import { enumLabel } from '../../lib/enum-labels';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import './copy';

/** A text with every redaction mark `[…]` highlighted, its tooltip saying why it is masked. */
export function MarkedText({ text, highlight }: { text: string; highlight: boolean }) {
  const { t } = useTranslation();
  if (!highlight || !text.includes(REDACTION_MARK)) return <>{text}</>;
  const parts = text.split(REDACTION_MARK);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <Tooltip label={t('anonymousCv.markTooltip')} withArrow multiline w={240}>
              <Mark
                color="orange"
                px={2}
                tabIndex={0}
                aria-label={t('anonymousCv.markLabel')}
                data-redaction-mark
              >
                {REDACTION_MARK}
              </Mark>
            </Tooltip>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

/** "2 years 3 months", in the reader's language; "less than a month" for nothing. */
export function useFormatDuration(): (duration: Duration) => string {
  const { t } = useTranslation();
  return ({ years, months }) => {
    const parts = [
      years > 0 ? t('anonymousCv.duration.years', { count: years }) : '',
      months > 0 ? t('anonymousCv.duration.months', { count: months }) : '',
    ].filter((part) => part !== '');
    return parts.length > 0 ? parts.join(' ') : t('anonymousCv.duration.lessThanMonth');
  };
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

type AnonymousCvViewProps = {
  cv: AnonymousCv;
  /** Highlight the redaction marks (the candidate's review); employers and visitors see them plain. */
  highlightMarks?: boolean;
  /** A heading in place of a name, e.g. "Anonymous profile". */
  title: string;
  headingLevel?: 1 | 2;
};

/**
 * The anonymous CV exactly as an employer reads it: no name, contact, photo, employers, schools or
 * dates, only durations, industries, company sizes, degrees, skills and languages. Used by the
 * candidate's review, the public anonymous profile and the employer's application page.
 */
export function AnonymousCvView({
  cv,
  highlightMarks = false,
  title,
  headingLevel = 2,
}: AnonymousCvViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formatDuration = useFormatDuration();
  const empty = (text: string) => (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
  const marked = (text: string) => <MarkedText text={text} highlight={highlightMarks} />;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="article" aria-label={title}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Group gap="xs" wrap="wrap">
            <Title order={headingLevel} fz="h3">
              {title}
            </Title>
            <Badge color="gray" variant="light" leftSection={<IconEyeOff size={14} aria-hidden />}>
              {t('anonymousCv.badge')}
            </Badge>
          </Group>
          {cv.workInformation.personalHeadline ? (
            <Text style={{ overflowWrap: 'anywhere' }}>{marked(cv.workInformation.personalHeadline)}</Text>
          ) : null}
          {cv.workInformation.openTo.length > 0 ? (
            <Group gap={6} wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('fields.openTo')}:
              </Text>
              {cv.workInformation.openTo.map((type) => (
                <Badge key={type} variant="outline" color="veil">
                  {enumLabel(locale, 'jobType', type)}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>

        <Block title={t('anonymousCv.workExperiences')}>
          {cv.workExperiences.length === 0 ? empty(t('anonymousCv.noWorkExperiences')) : null}
          {cv.workExperiences.map((experience, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries carry no id on purpose (nothing to trace)
            <Stack key={index} gap={4}>
              <Group justify="space-between" gap="xs" wrap="wrap" align="baseline">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {marked(experience.jobTitle)}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatDuration(experience.duration)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {enumLabel(locale, 'industry', experience.industry)} ·{' '}
                {enumLabel(locale, 'companySize', experience.companySize)}
              </Text>
              {experience.jobDescription ? (
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {marked(experience.jobDescription)}
                </Text>
              ) : null}
            </Stack>
          ))}
        </Block>

        <Block title={t('anonymousCv.degrees')}>
          {cv.educations.length === 0 ? empty(t('anonymousCv.noEducations')) : null}
          {cv.educations.map((education, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries carry no id on purpose
            <Text key={index} style={{ overflowWrap: 'anywhere' }}>
              {marked(education.degreeOfStudy)}
            </Text>
          ))}
        </Block>

        <Block title={t('anonymousCv.tags')}>
          {cv.tags.length === 0 ? (
            empty(t('anonymousCv.noTags'))
          ) : (
            <Group gap={6} wrap="wrap">
              {cv.tags.map((tag) => (
                <Badge key={tag} variant="light" color="veil" tt="none" style={{ maxWidth: '100%' }}>
                  {marked(tag)}
                </Badge>
              ))}
            </Group>
          )}
        </Block>

        <Block title={t('anonymousCv.languages')}>
          {cv.langMatch.languages.length === 0 ? empty(t('anonymousCv.noLanguages')) : null}
          {cv.langMatch.languages.map((language) => (
            <Group key={language.iso} gap="xs" wrap="wrap">
              <Text fw={500}>{languageName(language.iso, locale)}</Text>
              <Text size="sm" c="dimmed">
                {enumLabel(locale, 'languageLevel', language.level)}
              </Text>
            </Group>
          ))}
        </Block>
      </Stack>
    </Paper>
  );
}
