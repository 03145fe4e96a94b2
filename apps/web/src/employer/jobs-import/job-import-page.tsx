import '@mantine/dropzone/styles.layer.css';
import { Alert, Anchor, Button, Group, List, Paper, Stack, Table, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import {
  IconArrowLeft,
  IconCircleCheck,
  IconCloudUpload,
  IconDownload,
  IconFileSpreadsheet,
  IconInfoCircle,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatFileSize, JOB_IMPORT_MAX_ROWS, type JobImportFormat } from '@veil/domain';
import type { JobImportProblem } from '@veil/domain/contracts';
import type { Locale } from '@veil/domain/i18n';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SectionCard } from '../../features/forms/section-card';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { ErrorAlert } from '../../ui/alerts';
import { PageHeader } from '../../ui/page-header';
import { PlainList } from '../../ui/plain-list';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { TableFrame, useListLayout } from '../../ui/table-frame';
import { companyProfileQuery } from '../company/api';
import { employerPaths } from '../paths';
import { useEmployerMe } from '../roles';
import { downloadTemplate, importProblems, useImportJobs } from './api';

const ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};
const isImportFile = (file: File) => /\.(csv|xlsx)$/i.test(file.name);

function TemplateButtons() {
  const { t } = useTranslation();
  const locale = useLocale();
  const other: Locale = locale === 'de' ? 'en' : 'de';
  const [failed, setFailed] = useState<unknown>(null);
  const [pending, setPending] = useState<string | null>(null);
  const download = async (format: JobImportFormat, language: Locale) => {
    setFailed(null);
    setPending(`${format}-${language}`);
    try {
      await downloadTemplate(format, language);
    } catch (error) {
      setFailed(error);
    } finally {
      setPending(null);
    }
  };
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={pending === `csv-${locale}`}
          onClick={() => download('csv', locale)}
        >
          {t('jobImport.template.csv')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          loading={pending === `xlsx-${locale}`}
          onClick={() => download('xlsx', locale)}
        >
          {t('jobImport.template.xlsx')}
        </Button>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('jobImport.template.otherLanguage')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          loading={pending === `csv-${other}`}
          onClick={() => download('csv', other)}
          aria-label={`${t('jobImport.template.otherLanguage')} ${t('jobImport.template.otherCsv')}`}
        >
          {t('jobImport.template.otherCsv')}
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          loading={pending === `xlsx-${other}`}
          onClick={() => download('xlsx', other)}
          aria-label={`${t('jobImport.template.otherLanguage')} ${t('jobImport.template.otherXlsx')}`}
        >
          {t('jobImport.template.otherXlsx')}
        </Button>
      </Group>
      {failed ? <ErrorAlert error={failed} title={t('jobImport.template.failed')} /> : null}
    </Stack>
  );
}

function ProblemTable({ problems }: { problems: readonly JobImportProblem[] }) {
  const { t } = useTranslation();
  return (
    <TableFrame minWidth={560} label={t('jobImport.report.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={80}>{t('jobImport.report.row')}</Table.Th>
          <Table.Th w="30%">{t('jobImport.report.column')}</Table.Th>
          <Table.Th>{t('jobImport.report.problem')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {problems.map((problem, index) => (
          // a row may have several problems in one column; the index keeps them apart
          // biome-ignore lint/suspicious/noArrayIndexKey: the report is never reordered
          <Table.Tr key={index}>
            <Table.Td>{problem.row}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{problem.column}</Table.Td>
            <Table.Td>{problem.message}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}

function ProblemCards({ problems }: { problems: readonly JobImportProblem[] }) {
  const { t } = useTranslation();
  return (
    <PlainList label={t('jobImport.report.label')} gap="xs">
      {problems.map((problem, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the report is never reordered
        <Paper key={index} component="li" withBorder p="sm">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('jobImport.report.rowColumn', { row: problem.row, column: problem.column })}
          </Text>
          <Text size="sm">{problem.message}</Text>
        </Paper>
      ))}
    </PlainList>
  );
}

function CompanyGate() {
  const { t } = useTranslation();
  const me = useEmployerMe();
  const isPowerUser = me?.role === 'power_user';
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} aria-hidden />} role="status">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(isPowerUser ? 'jobImport.gate.powerUser' : 'jobImport.gate.regularUser')}</Text>
        {isPowerUser ? (
          <Button component={Link} to={employerPaths.companyUpdate} size="sm">
            {t('jobImport.gate.toCompany')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

function ImportForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const layout = useListLayout();
  const importJobs = useImportJobs();
  const [file, setFile] = useState<File | null>(null);
  const [wrongType, setWrongType] = useState(false);
  const openRef = useRef<(() => void) | null>(null);
  const titleId = useId();
  const hintId = useId();
  const choose = (files: File[]) => {
    const [chosen] = files;
    if (!chosen) return;
    importJobs.reset();
    setWrongType(!isImportFile(chosen));
    setFile(isImportFile(chosen) ? chosen : null);
  };
  const problems = importProblems(importJobs.error);

  return (
    <Stack gap="md">
      <Dropzone
        onDrop={() => undefined}
        onDropAny={(accepted, rejections) => choose([...accepted, ...rejections.map((r) => r.file)])}
        accept={ACCEPT}
        multiple={false}
        openRef={openRef}
        activateOnKeyboard={false}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        radius="md"
        p="lg"
        disabled={importJobs.isPending}
      >
        <Group justify="center" gap="lg" mih={96} wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} stroke={1.5} color="var(--mantine-color-veil-7)" aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} stroke={1.5} color="var(--mantine-color-red-7)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconCloudUpload size={40} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
          </Dropzone.Idle>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} id={titleId}>
              {t('jobImport.upload.dropTitle')}
            </Text>
            <Text size="sm" c="dimmed" id={hintId}>
              {t('jobImport.upload.dropHint', { max: JOB_IMPORT_MAX_ROWS })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconUpload size={18} aria-hidden />}
          onClick={() => openRef.current?.()}
          disabled={importJobs.isPending}
        >
          {t('jobImport.upload.choose')}
        </Button>
        <Button
          onClick={() => file && importJobs.mutate(file)}
          disabled={!file}
          loading={importJobs.isPending}
        >
          {t('jobImport.upload.submit')}
        </Button>
      </Group>
      {file ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('jobImport.upload.selected', { name: file.name, size: formatFileSize(file.size, locale) })}
        </Text>
      ) : null}
      {wrongType ? (
        <Alert color="red" variant="light" role="alert">
          {t('jobImport.upload.wrongType')}
        </Alert>
      ) : null}
      {importJobs.isSuccess ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title={t('jobImport.success.title')}
          role="status"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('jobImport.success.text', { count: importJobs.data.imported })}</Text>
            <Button component={Link} to={employerPaths.jobs} size="sm" variant="light">
              {t('jobImport.success.toJobs')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {importJobs.isError ? (
        <ErrorAlert error={importJobs.error} title={t('jobImport.report.title')} />
      ) : null}
      {problems && problems.length > 0 ? (
        layout === 'cards' ? (
          <ProblemCards problems={problems} />
        ) : (
          <ProblemTable problems={problems} />
        )
      ) : null}
    </Stack>
  );
}

function HelpCard() {
  const { t } = useTranslation();
  const keys = [
    'columns',
    'lists',
    'choices',
    'languages',
    'audio',
    'salary',
    'richText',
    'separators',
    'allOrNothing',
  ] as const;
  return (
    <SectionCard id="import-help" title={t('jobImport.help.title')}>
      <List spacing="xs" size="sm">
        {keys.map((key) => (
          <List.Item key={key}>{t(`jobImport.help.${key}`)}</List.Item>
        ))}
      </List>
    </SectionCard>
  );
}

/**
 * `/employer/jobs/add` (power users and regular users): templates to download, a CSV or Excel file
 * to upload, and the answer: the number of drafts imported, or every problem by row and column with
 * nothing imported. Until the company's required information is complete, a power user is sent to
 * the company page and a regular user is told to ask one.
 */
export function JobImportPage() {
  const { t } = useTranslation();
  const company = useQuery(companyProfileQuery());
  usePageTitle(t('jobImport.title'));

  return (
    <>
      <Anchor component={Link} to={employerPaths.jobs} size="sm" mb="sm" display="inline-flex">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('jobImport.backToJobs')}
        </Group>
      </Anchor>
      <PageHeader title={t('jobImport.title')} description={t('jobImport.description')} />
      {!company.isSuccess ? (
        <QueryPlaceholder query={company} errorTitle={t('jobImport.gate.loadFailed')} variant="page" />
      ) : company.data.missingFields.length > 0 ? (
        <CompanyGate />
      ) : (
        <Stack gap="lg">
          <SectionCard
            id="import-template"
            title={t('jobImport.template.title')}
            description={t('jobImport.template.description')}
          >
            <TemplateButtons />
          </SectionCard>
          <SectionCard id="import-upload" title={t('jobImport.upload.title')}>
            <ImportForm />
          </SectionCard>
          <HelpCard />
        </Stack>
      )}
    </>
  );
}
