import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PublicCompany, PublicCompanyFiles } from '@veil/domain/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { CompanyFacts } from '../../features/company-profile/company-facts';
import { CompanyLogo } from '../../features/company-profile/company-logo';
import { DocumentLinks } from '../../features/company-profile/document-links';
import { industryLabel } from '../../features/company-profile/labels';
import { MediaGallery } from '../../features/company-profile/media-gallery';
import { SocialLinks } from '../../features/company-profile/social-links';
import { RichTextView } from '../../features/rich-text/rich-text-view';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { publicCompanyFilesQuery, publicCompanyQuery } from './api';

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

function Files({ files }: { files: PublicCompanyFiles }) {
  const { t } = useTranslation();
  return (
    <>
      {files.media.length > 0 ? (
        <Section id="company-media" title={t('company.public.mediaTitle')}>
          <MediaGallery items={files.media} />
        </Section>
      ) : null}
      {files.documents.length > 0 ? (
        <Section id="company-documents" title={t('company.public.documentsTitle')}>
          <Text size="sm" c="dimmed">
            {t('company.public.documentsIntro')}
          </Text>
          <DocumentLinks documents={files.documents} />
        </Section>
      ) : null}
    </>
  );
}

function Header({ company, logoUrl }: { company: PublicCompany; logoUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <CompanyLogo url={logoUrl} name={company.name} size={80} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
              {company.name}
            </Title>
            {industryLabel(t, company.industry, company.subIndustry) ? (
              <Text c="dimmed">{industryLabel(t, company.industry, company.subIndustry)}</Text>
            ) : null}
          </Stack>
        </Group>
        <CompanyFacts
          industry={company.industry}
          subIndustry={company.subIndustry}
          location={company.location}
          companySize={company.companySize}
          website={company.website}
        />
        <SocialLinks links={company.socialLinks} />
      </Stack>
    </Paper>
  );
}

/**
 * `/candidate/companies/info/{id}`: a company as candidates see it: who it is, its introduction and
 * benefits, the pictures and videos it chose to show, and its data-protection documents.
 */
export function CompanyInfoPage() {
  const { companyId = '' } = useParams();
  const { t } = useTranslation();
  const company = useQuery(publicCompanyQuery(companyId));
  const files = useQuery(publicCompanyFilesQuery(companyId));
  usePageTitle(company.data?.name ?? t('company.public.title'));

  if (!company.isSuccess)
    return <QueryPlaceholder query={company} errorTitle={t('company.public.loadFailed')} variant="page" />;

  const profile = company.data;
  return (
    <Stack gap="md">
      <Header company={profile} logoUrl={files.data?.logo?.url ?? null} />
      {profile.introduction ? (
        <Section id="company-introduction" title={t('company.public.introductionTitle')}>
          <RichTextView html={profile.introduction} />
        </Section>
      ) : null}
      {!profile.introduction && !profile.benefits ? (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Text c="dimmed" fs="italic">
            {t('company.public.noDescription')}
          </Text>
        </Paper>
      ) : null}
      {profile.benefits ? (
        <Section id="company-benefits" title={t('company.public.benefitsTitle')}>
          <RichTextView html={profile.benefits} />
        </Section>
      ) : null}
      {files.isSuccess ? (
        <Files files={files.data} />
      ) : (
        <QueryPlaceholder query={files} errorTitle={t('company.public.filesLoadFailed')} rows={2} />
      )}
    </Stack>
  );
}
