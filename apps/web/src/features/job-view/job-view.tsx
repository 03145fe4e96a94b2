import {
  Alert,
  Anchor,
  Badge,
  Box,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  type Icon,
  IconBriefcase,
  IconBuildingSkyscraper,
  IconCalendarTime,
  IconCategory,
  IconCoin,
  IconFileText,
  IconHome,
  IconInfoCircle,
  IconMapPin,
} from '@tabler/icons-react';
import { formatDate, formatDuration, isSalaryEmpty, languageName } from '@veil/domain';
import type { JobContent } from '@veil/domain/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { CompanyLogo } from '../company-profile/company-logo';
import { RichTextView } from '../rich-text/rich-text-view';
import { salaryText } from './salary';

/** The company shown with a job: candidates get it with the job; the employer's preview passes its own. */
export type JobViewCompany = { id: string; name: string; logoUrl: string | null };

export type JobViewPart = 'all' | 'information' | 'description';

type JobViewProps = {
  /** The job's content: a `CandidateJob`, or an `EmployerJob` in the employer's preview. */
  job: JobContent;
  company: JobViewCompany | null;
  /** Where the company's name leads (the candidate's company page); without it the name is plain text. */
  companyHref?: string;
  /** Buttons beside the title (save, apply); a closed job shows them too, the page decides. */
  actions?: ReactNode;
  /**
   * Which part to show: everything (default); only the header with the key facts (`information`,
   * the first apply step); or only the description, skills and languages (`description`, the second).
   */
  part?: JobViewPart;
};

/** One term and its description, the icon placed in the `dt` so the `dl` holds only `dt`/`dd` pairs. */
function Fact({ icon: FactIcon, label, children }: { icon: Icon; label: string; children: ReactNode }) {
  return (
    <div style={{ position: 'relative', paddingLeft: 48, minHeight: 36, minWidth: 0 }}>
      <Text size="xs" c="dimmed" component="dt">
        <ThemeIcon
          variant="light"
          color="gray"
          size={36}
          radius="md"
          aria-hidden
          style={{ position: 'absolute', left: 0, top: 0 }}
        >
          <FactIcon size={20} />
        </ThemeIcon>
        {label}
      </Text>
      <Text size="sm" fw={500} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={`${id}-heading`}>
      <Stack gap="sm">
        <Title order={2} fz="h3" id={`${id}-heading`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function JobFacts({ job }: { job: JobContent }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = (values: string[]) => values.join(', ');
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md" m={0}>
      <Fact icon={IconMapPin} label={t('fields.officeLocation')}>
        {job.officeLocation}
      </Fact>
      <Fact icon={IconHome} label={t('fields.workPlace')}>
        {list(job.workPlace.map((value) => t(`enums.workArrangement.${value}`)))}
      </Fact>
      <Fact icon={IconBriefcase} label={t('fields.jobTypes')}>
        {list(job.jobTypes.map((value) => t(`enums.jobType.${value}`)))}
      </Fact>
      <Fact icon={IconFileText} label={t('fields.contractType')}>
        {t(`enums.contractType.${job.contractType}`)}
      </Fact>
      <Fact icon={IconCalendarTime} label={t('fields.experience')}>
        {t(`enums.experience.${job.experience}`)}
      </Fact>
      <Fact icon={IconCoin} label={t('jobView.salaryRange')}>
        {isSalaryEmpty(job.salaryRange) ? (
          <Text span size="sm" c="dimmed" fs="italic">
            {salaryText(job.salaryRange, locale, t)}
          </Text>
        ) : (
          salaryText(job.salaryRange, locale, t)
        )}
      </Fact>
      <Fact icon={IconCategory} label={t('fields.industry')}>
        {t(`enums.industry.${job.industry}`)}
      </Fact>
    </SimpleGrid>
  );
}

function Header({
  job,
  company,
  companyHref,
  actions,
}: Omit<JobViewProps, 'job' | 'part'> & { job: JobContent }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const closed = job.status === 'closed';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          {company ? (
            // on a phone the title needs the width more than the logo does
            <Box visibleFrom="xs">
              <CompanyLogo url={company.logoUrl} name={company.name} size={64} />
            </Box>
          ) : null}
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Title
              order={1}
              fz={{ base: 'h2', sm: 'h1' }}
              style={{ overflowWrap: 'break-word', hyphens: 'auto' }}
            >
              {job.jobTitle}
            </Title>
            {company ? (
              companyHref ? (
                <Anchor component={Link} to={companyHref} fw={500} style={{ overflowWrap: 'anywhere' }}>
                  <IconBuildingSkyscraper
                    size={16}
                    aria-hidden
                    style={{ verticalAlign: '-2px', marginRight: 4 }}
                  />
                  {company.name}
                </Anchor>
              ) : (
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {company.name}
                </Text>
              )
            ) : null}
            <Group gap="xs">
              {closed ? (
                <Badge color="gray" variant="filled">
                  {t('jobView.closedBadge')}
                </Badge>
              ) : null}
              {job.publishedAt ? (
                <Text size="sm" c="dimmed">
                  {t('jobView.published', { date: formatDate(new Date(job.publishedAt), locale) })}
                </Text>
              ) : null}
            </Group>
          </Stack>
        </Group>
        {actions ? <Group gap="sm">{actions}</Group> : null}
        {job.jobTypeDescription ? (
          <Text style={{ overflowWrap: 'anywhere' }}>{job.jobTypeDescription}</Text>
        ) : null}
        <JobFacts job={job} />
      </Stack>
    </Paper>
  );
}

function ApplyingAsks({ job }: { job: JobContent }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const none = job.screeningQuestions.length === 0 && job.audioQuestions.length === 0;
  return (
    <Section id="job-applying" title={t('jobView.applyingAsks')}>
      {none ? (
        <Text c="dimmed">{t('jobView.noQuestions')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('jobView.applyingAsksIntro')}
          </Text>
          {job.screeningQuestions.length > 0 ? (
            <Stack gap={4}>
              <Title order={3} fz="h4">
                {t('jobView.screeningQuestions')}
              </Title>
              <List type="ordered" spacing={4}>
                {job.screeningQuestions.map((item) => (
                  <List.Item key={item.question} style={{ overflowWrap: 'anywhere' }}>
                    {item.question}
                  </List.Item>
                ))}
              </List>
            </Stack>
          ) : null}
          {job.audioQuestions.length > 0 ? (
            <Stack gap={4}>
              <Title order={3} fz="h4">
                {t('jobView.audioQuestions')}
              </Title>
              <List type="ordered" spacing={4}>
                {job.audioQuestions.map((item) => (
                  <List.Item key={item.question} style={{ overflowWrap: 'anywhere' }}>
                    {item.question}{' '}
                    <Text span size="sm" c="dimmed">
                      ({t('jobView.audioAnswerTime', { duration: formatDuration(item.duration, locale) })})
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          ) : null}
        </>
      )}
    </Section>
  );
}

const RICH_TEXT_SECTIONS = ['responsibilities', 'requirements', 'benefits', 'infos'] as const;

/** Whether the `description` part of a job has anything to show. */
export function hasJobDescription(job: JobContent): boolean {
  return (
    RICH_TEXT_SECTIONS.some((field) => job[field].trim() !== '') ||
    job.skillTags.length > 0 ||
    job.languages.length > 0
  );
}

/**
 * A job as a candidate sees it: title, company (logo, link to its page), key facts, the rich text
 * sections, skills, languages and what applying will ask. A closed job says so ("position closed",
 * with `job_inactive`'s message) and the page shows no apply action. The employer's preview renders
 * the same component with its draft, so employers see exactly what candidates will.
 */
export function JobView({ job, company, companyHref, actions, part = 'all' }: JobViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const information = part !== 'description';
  const description = part !== 'information';
  return (
    <Stack gap="md">
      {information && job.status === 'closed' ? (
        <Alert
          color="gray"
          variant="light"
          icon={<IconInfoCircle size={20} aria-hidden />}
          title={t('jobView.closedTitle')}
        >
          {t('errors.job_inactive')}
        </Alert>
      ) : null}
      {information ? (
        <Header job={job} company={company} companyHref={companyHref} actions={actions} />
      ) : null}
      {!description
        ? null
        : RICH_TEXT_SECTIONS.filter((field) => job[field].trim() !== '').map((field) => (
            <Section key={field} id={`job-${field}`} title={t(`fields.${field}`)}>
              {/* server-sanitised on saving (cleanJobRichText), as the company's rich text */}
              <RichTextView html={job[field]} />
            </Section>
          ))}
      {description && job.skillTags.length > 0 ? (
        <Section id="job-skills" title={t('jobView.skills')}>
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {job.skillTags.map((tag) => (
              <Badge
                key={tag}
                component="li"
                variant="light"
                size="lg"
                tt="none"
                style={{ maxWidth: '100%' }}
              >
                {tag}
              </Badge>
            ))}
          </Group>
        </Section>
      ) : null}
      {description && job.languages.length > 0 ? (
        <Section id="job-languages" title={t('jobView.languages')}>
          <List spacing={4}>
            {job.languages.map((language) => (
              <List.Item key={language.iso}>
                {t('jobView.languageWithLevel', {
                  language: languageName(language.iso, locale),
                  level: t(`enums.languageLevel.${language.level}`),
                })}
              </List.Item>
            ))}
          </List>
        </Section>
      ) : null}
      {part === 'all' ? <ApplyingAsks job={job} /> : null}
    </Stack>
  );
}
