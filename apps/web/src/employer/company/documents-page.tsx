import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconFileText, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { FILE_LIMITS, formatDate, formatFileSize, requiredText } from '@veil/domain';
import {
  COMPANY_DOCUMENT_TYPES,
  type CompanyDocument,
  type CompanyDocumentType,
  CompanyDocumentTypeSchema,
} from '@veil/domain/contracts';
import type { Locale } from '@veil/domain/i18n';
import { useRef, useState } from 'react';
import { DocumentAnchor } from '../../features/company-profile/document-links';
import { SectionCard } from '../../features/forms/section-card';
import { UnsavedChangesGuard } from '../../features/forms/unsaved-changes-guard';
import { UploadField } from '../../features/uploads/upload-field';
import { schemaErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { ConfirmModal } from '../../ui/confirm-modal';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { PlainList } from '../../ui/plain-list';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { TableFrame, useListLayout } from '../../ui/table-frame';
import { useDialogSubject } from '../../ui/use-dialog-subject';
import { companyFilesQuery, useAddDocument, useRemoveDocument } from './api';
import { CompanyNav } from './company-nav';

const MAX_DOCUMENTS = FILE_LIMITS.company_additional_file.maxFiles;
const DisplayNameSchema = requiredText('title');

/**
 * The name a document gets when none was typed: its file name as its words are written (capitals,
 * umlauts and hyphens kept, "_" read as a space), without the extension, cut to fit.
 */
export function nameFromFile(fileName: string): string {
  const composed = fileName.normalize('NFC');
  const base = composed
    .replace(/\.[^.]+$/, '')
    .replace(/_+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (base || composed).slice(0, 80);
}

function TypeBadge({ type }: { type: CompanyDocumentType }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={type === 'data_protection' ? 'veil' : 'gray'}
      radius="sm"
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`company.documents.type.${type}`)}
    </Badge>
  );
}

type ListProps = {
  documents: readonly CompanyDocument[];
  locale: Locale;
  onRemove: (document: CompanyDocument) => void;
};

function RowActions({ document, onRemove }: { document: CompanyDocument; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('company.documents.open')} withArrow>
        <ActionIcon
          component="a"
          href={document.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('company.documents.openNamed', { name: document.displayName })}
        >
          <IconExternalLink size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('company.documents.remove')} withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('company.documents.removeNamed', { name: document.displayName })}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function DocumentTable({ documents, locale, onRemove }: ListProps) {
  const { t } = useTranslation();
  return (
    <TableFrame minWidth={720} label={t('company.documents.listLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('company.documents.columns.name')}</Table.Th>
          <Table.Th>{t('company.documents.columns.type')}</Table.Th>
          <Table.Th>{t('company.documents.columns.size')}</Table.Th>
          <Table.Th>{t('company.documents.columns.added')}</Table.Th>
          <Table.Th w={96}>
            <VisuallyHidden>{t('company.documents.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((document) => (
          <Table.Tr key={document.id}>
            <Table.Td>
              <DocumentAnchor document={document} />
            </Table.Td>
            <Table.Td>
              <TypeBadge type={document.fileType} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatFileSize(document.size, locale)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatDate(new Date(document.createdAt), locale)}
            </Table.Td>
            <Table.Td>
              <RowActions document={document} onRemove={() => onRemove(document)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableFrame>
  );
}

function DocumentCards({ documents, locale, onRemove }: ListProps) {
  const { t } = useTranslation();
  return (
    <PlainList label={t('company.documents.listLabel')}>
      {documents.map((document) => (
        <Paper key={document.id} component="li" withBorder p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={6} style={{ minWidth: 0 }}>
              <DocumentAnchor document={document} />
              <Group gap="xs" wrap="wrap">
                <TypeBadge type={document.fileType} />
                <Text size="xs" c="dimmed">
                  {formatFileSize(document.size, locale)} · {formatDate(new Date(document.createdAt), locale)}
                </Text>
              </Group>
            </Stack>
            <RowActions document={document} onRemove={() => onRemove(document)} />
          </Group>
        </Paper>
      ))}
    </PlainList>
  );
}

/**
 * `/employer/company/documents` (power users): up to 15 PDFs, each a data-protection document (shown
 * to candidates as "Additional company information") or another document for the team.
 */
export function CompanyDocumentsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const layout = useListLayout();
  const files = useQuery(companyFilesQuery());
  const addDocument = useAddDocument();
  const removeDocument = useRemoveDocument();
  const [fileType, setFileType] = useState<CompanyDocumentType>('data_protection');
  const [displayName, setDisplayName] = useState('');
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<CompanyDocument | null>(null);
  const removal = useDialogSubject(removing);
  const openPicker = useRef<(() => void) | null>(null);
  usePageTitle(t('company.documents.title'));

  const header = (
    <>
      <CompanyNav />
      <PageHeader title={t('company.documents.title')} description={t('company.documents.description')} />
    </>
  );
  if (!files.isSuccess)
    return (
      <>
        {header}
        <QueryPlaceholder query={files} errorTitle={t('company.documents.loadFailed')} variant="page" />
      </>
    );

  const documents = files.data.documents;
  const full = documents.length >= MAX_DOCUMENTS;
  const nameError =
    displayName.trim() === '' ? undefined : schemaErrors(DisplayNameSchema, displayName, locale, 'name').name;
  const closeRemoval = () => {
    removeDocument.reset();
    setRemoving(null);
  };

  let disabledReason: string | undefined;
  if (full) disabledReason = t('company.documents.full', { max: MAX_DOCUMENTS });
  else if (nameError) disabledReason = t('company.documents.fixName');

  return (
    <>
      {header}
      <Stack gap="lg">
        <SectionCard
          id="document-upload"
          title={t('company.documents.uploadTitle')}
          description={t('company.documents.count', { count: documents.length, max: MAX_DOCUMENTS })}
        >
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Radio.Group
              label={t('company.documents.typeLabel')}
              description={t('company.documents.typeHint')}
              required
              value={fileType}
              onChange={(value) => {
                const parsed = CompanyDocumentTypeSchema.safeParse(value);
                if (parsed.success) setFileType(parsed.data);
              }}
            >
              <Stack gap="xs" mt="xs">
                {COMPANY_DOCUMENT_TYPES.map((type) => (
                  <Radio key={type} value={type} label={t(`company.documents.type.${type}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <TextInput
              label={t('company.documents.nameLabel')}
              description={t('company.documents.nameHint')}
              value={displayName}
              onChange={(event) => setDisplayName(event.currentTarget.value)}
              error={nameError}
              maxLength={120}
            />
          </SimpleGrid>
          <UploadField
            purpose="company_additional_file"
            label={t('company.documents.upload')}
            existingCount={documents.length}
            openRef={openPicker}
            onUploaded={async (upload, file) => {
              const name = displayName.trim() || nameFromFile(file.name);
              await addDocument.mutateAsync({ uploadId: upload.uploadId, fileType, displayName: name });
              setDisplayName('');
              notifications.show({ color: 'green', message: t('company.documents.added', { name }) });
            }}
            onBusyChange={setBusy}
            disabledReason={disabledReason}
          />
        </SectionCard>
        {documents.length === 0 ? (
          <EmptyState
            icon={<IconFileText size={28} aria-hidden />}
            title={t('company.documents.emptyTitle')}
            description={t('company.documents.emptyDescription')}
            action={
              <Button
                leftSection={<IconUpload size={18} aria-hidden />}
                onClick={() => openPicker.current?.()}
                disabled={disabledReason !== undefined}
              >
                {t('company.documents.upload')}
              </Button>
            }
          />
        ) : layout === 'cards' ? (
          <DocumentCards documents={documents} locale={locale} onRemove={setRemoving} />
        ) : (
          <DocumentTable documents={documents} locale={locale} onRemove={setRemoving} />
        )}
      </Stack>
      <ConfirmModal
        opened={removal.opened}
        onClose={closeRemoval}
        title={t('company.documents.removeTitle', { name: removal.subject?.displayName ?? '' })}
        confirmLabel={t('company.documents.removeConfirm')}
        destructive
        loading={removeDocument.isPending}
        error={removeDocument.error}
        errorTitle={t('company.documents.removeFailed')}
        onConfirm={() => {
          if (!removing) return;
          const name = removing.displayName;
          removeDocument.mutate(
            { documentId: removing.id },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('company.documents.removed', { name }) });
                closeRemoval();
              },
            },
          );
        }}
      >
        {removal.subject?.fileType === 'data_protection'
          ? t('company.documents.removeTextDataProtection')
          : t('company.documents.removeText')}
      </ConfirmModal>
      <UnsavedChangesGuard sections={busy ? [t('company.edit.uploadRunning')] : []} />
    </>
  );
}
