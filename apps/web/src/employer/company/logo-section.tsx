import { Group, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { CompanyLogo } from '../../features/company-profile/company-logo';
import { SectionCard } from '../../features/forms/section-card';
import { UploadField } from '../../features/uploads/upload-field';
import { useTranslation } from '../../lib/translation';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { companyFilesQuery, useRemoveLogo, useSetLogo } from './api';

type LogoSectionProps = { companyName: string; onBusyChange: (busy: boolean) => void };

/** The company logo: uploaded and set at once (no save button), replaced by the next upload. */
export function LogoSection({ companyName, onBusyChange }: LogoSectionProps) {
  const { t } = useTranslation();
  const files = useQuery(companyFilesQuery());
  const setLogo = useSetLogo();
  const removeLogo = useRemoveLogo();
  const logo = files.data?.logo ?? null;

  let content: React.ReactNode;
  if (files.isPending) content = <Skeleton height={140} />;
  else if (!files.isSuccess)
    content = <QueryPlaceholder query={files} errorTitle={t('company.logo.loadFailed')} />;
  else
    content = (
      <Group align="flex-start" gap="lg" wrap="wrap">
        <CompanyLogo url={logo?.url} name={companyName} size={112} />
        <Stack gap="xs" style={{ flex: '1 1 18rem', minWidth: 0 }}>
          <UploadField
            purpose="company_logo"
            label={logo ? t('company.logo.replace') : t('company.logo.upload')}
            onUploaded={async (upload) => {
              await setLogo.mutateAsync({ uploadId: upload.uploadId });
              notifications.show({ color: 'green', message: t('company.logo.saved') });
            }}
            onBusyChange={onBusyChange}
            existing={
              logo
                ? [
                    {
                      id: logo.uploadId,
                      name: t('company.logo.current'),
                      kind: 'image',
                      previewUrl: logo.url,
                    },
                  ]
                : []
            }
            onRemoveExisting={async () => {
              await removeLogo.mutateAsync();
              notifications.show({ color: 'green', message: t('company.logo.removed') });
            }}
            removeConfirm={{
              title: t('company.logo.removeTitle'),
              text: t('company.logo.removeText'),
              confirmLabel: t('company.logo.removeConfirm'),
            }}
          />
        </Stack>
      </Group>
    );

  return (
    <SectionCard id="logo" title={t('company.logo.title')} description={t('company.logo.description')}>
      {content}
    </SectionCard>
  );
}
