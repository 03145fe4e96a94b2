import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseExport, IconFileTypePdf } from '@tabler/icons-react';
import { SUPPORTED_LOCALES } from '@veil/domain/i18n';
import { useTranslation } from '../../lib/translation';
import { ErrorAlert } from '../../ui/alerts';
import { useDownloadPdf, useExportData } from './api';

/** The full CV as a PDF in German or English, and everything the platform holds as a JSON file. */
export function DownloadsCard() {
  const { t } = useTranslation();
  const pdf = useDownloadPdf();
  const data = useExportData();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="downloads-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3" id="downloads-heading">
            {t('candidateProfile.downloads.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('candidateProfile.downloads.description')}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          {SUPPORTED_LOCALES.map((language) => (
            <Button
              key={language}
              variant="default"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
              loading={pdf.isPending && pdf.variables === language}
              disabled={pdf.isPending && pdf.variables !== language}
              onClick={() => pdf.mutate(language)}
            >
              {t('candidateProfile.downloads.pdf', { language: t(`common.languageNames.${language}`) })}
            </Button>
          ))}
          <Button
            variant="default"
            leftSection={<IconDatabaseExport size={18} aria-hidden />}
            loading={data.isPending}
            onClick={() => data.mutate()}
          >
            {t('candidateProfile.downloads.data')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('candidateProfile.downloads.dataHint')}
        </Text>
        {pdf.isError ? (
          <ErrorAlert error={pdf.error} title={t('candidateProfile.downloads.pdfFailed')} />
        ) : null}
        {data.isError ? (
          <ErrorAlert error={data.error} title={t('candidateProfile.downloads.dataFailed')} />
        ) : null}
      </Stack>
    </Paper>
  );
}
