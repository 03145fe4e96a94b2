import '@mantine/dropzone/styles.layer.css';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCloudUpload, IconFileCv, IconLock, IconUpload, IconX } from '@tabler/icons-react';
import { formatFileSize } from '@veil/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { NoteAlert } from '../../ui/alerts';
import {
  classifyImportFile,
  IMPORT_ACCEPT,
  type ImportFile,
  LINKEDIN_EXPORT_MAX_BYTES,
  PDF_MAX_BYTES,
} from './import-file';

/**
 * Where the candidate picks the file to import: a drop zone for one PDF, ZIP or CSV, how to get
 * each from LinkedIn, and the promise that the file is read here and deleted. A file the import
 * cannot take is refused before anything is sent, with the reason.
 */
export function ImportFileChooser({ onChoose }: { onChoose: (file: ImportFile) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const hintId = useId();
  const openRef = useRef<() => void>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    const checked = classifyImportFile(file, locale, t);
    if (!checked.ok) {
      setRefusal(checked.message);
      return;
    }
    setRefusal(null);
    onChoose(checked.file);
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={`${titleId}-kinds`}>
        <Stack gap="sm">
          <Group gap="xs">
            <IconFileCv size={22} aria-hidden />
            <Title order={2} fz="h4" id={`${titleId}-kinds`}>
              {t('candidateImport.choose.kindsTitle')}
            </Title>
          </Group>
          <List size="sm" spacing={6}>
            <List.Item>{t('candidateImport.choose.pdf')}</List.Item>
            <List.Item>{t('candidateImport.choose.linkedinPdf')}</List.Item>
            <List.Item>{t('candidateImport.choose.linkedinExport')}</List.Item>
          </List>
        </Stack>
      </Paper>
      <NoteAlert title={t('candidateImport.choose.privacyTitle')}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <span>{t('candidateImport.choose.privacy')}</span>
        </Group>
      </NoteAlert>
      <Stack gap="sm">
        <Dropzone
          onDrop={() => undefined}
          onDropAny={(accepted, rejections) => choose([...accepted, ...rejections.map((r) => r.file)])}
          accept={IMPORT_ACCEPT}
          multiple={false}
          openRef={openRef}
          // a place to drop the file; the button below is the keyboard's way in (as in UploadField)
          activateOnKeyboard={false}
          role="group"
          aria-labelledby={titleId}
          aria-describedby={hintId}
          radius="md"
          p="lg"
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
                {t('candidateImport.choose.dropTitle')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('candidateImport.choose.dropHint')}
              </Text>
              <Text size="xs" c="dimmed" id={hintId}>
                {t('candidateImport.choose.rules', {
                  pdfMax: formatFileSize(PDF_MAX_BYTES, locale),
                  exportMax: formatFileSize(LINKEDIN_EXPORT_MAX_BYTES, locale),
                })}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        <Group>
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => openRef.current?.()}>
            {t('candidateImport.choose.choose')}
          </Button>
        </Group>
        {refusal ? (
          <Text c="red" size="sm" role="alert">
            {refusal}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
