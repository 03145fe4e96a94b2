import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileTypePdf, IconShieldLock } from '@tabler/icons-react';
import type { CompanyDocumentType } from '@veil/domain/contracts';
import { useTranslation } from '../../lib/translation';
import { PlainList } from '../../ui/plain-list';

export type DocumentLink = { id: string; displayName: string; fileType: CompanyDocumentType; url: string };

/** A company document's name, opening the PDF in a new tab. */
export function DocumentAnchor({ document }: { document: Pick<DocumentLink, 'url' | 'displayName'> }) {
  return (
    <Anchor
      href={document.url}
      target="_blank"
      rel="noopener noreferrer"
      fw={600}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {document.displayName}
    </Anchor>
  );
}

/** PDFs of a company, each opening in a new tab, with its kind (data protection or other). */
export function DocumentLinks({ documents }: { documents: readonly DocumentLink[] }) {
  const { t } = useTranslation();
  return (
    <PlainList label={t('company.documents.listLabel')} gap="xs">
      {documents.map((document) => (
        <Paper key={document.id} component="li" withBorder p="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
              {document.fileType === 'data_protection' ? (
                <IconShieldLock size={20} />
              ) : (
                <IconFileTypePdf size={20} />
              )}
            </ThemeIcon>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <DocumentAnchor document={document} />
              <Text size="xs" c="dimmed">
                {t(`company.documents.type.${document.fileType}`)} · PDF
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </PlainList>
  );
}
