import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Icon, IconEdit, IconFileText, IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CompanyFiles, CompanyProfile } from '@veil/domain/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CompanyFacts } from '../../features/company-profile/company-facts';
import { CompanyLogo } from '../../features/company-profile/company-logo';
import { DocumentLinks } from '../../features/company-profile/document-links';
import { industryLabel } from '../../features/company-profile/labels';
import { MediaGallery } from '../../features/company-profile/media-gallery';
import { SocialLinks } from '../../features/company-profile/social-links';
import { RichTextView } from '../../features/rich-text/rich-text-view';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { employerPaths } from '../paths';
import { useEmployerMe } from '../roles';
import { companyFilesQuery, companyProfileQuery } from './api';
import { CompanyNav } from './company-nav';
import { CompletenessCard } from './completeness-card';

type SectionProps = { id: string; title: string; action?: ReactNode; children: ReactNode };

function Section({ id, title, action, children }: SectionProps) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={`${id}-heading`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} fz="h3" id={`${id}-heading`}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" fs="italic">
      {children}
    </Text>
  );
}

/** A rich-text field, or a note (with a link for power users) when it is still empty. */
function RichTextField({
  html,
  emptyText,
  canEdit,
  anchor,
}: {
  html: string | null;
  emptyText: string;
  canEdit: boolean;
  anchor: string;
}) {
  const { t } = useTranslation();
  if (html) return <RichTextView html={html} />;
  return (
    <Group gap="xs">
      <Empty>{emptyText}</Empty>
      {canEdit ? (
        <Anchor component={Link} to={`${employerPaths.companyUpdate}#${anchor}`} size="sm">
          {t('company.page.addNow')}
        </Anchor>
      ) : null}
    </Group>
  );
}

/** The power user's way from a section of the overview to the page that changes it. */
function ManageLink({ to, icon: LinkIcon, label }: { to: string; icon: Icon; label: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="default"
      size="xs"
      leftSection={<LinkIcon size={16} aria-hidden />}
    >
      {label}
    </Button>
  );
}

function FilesSections({ files, canEdit }: { files: CompanyFiles; canEdit: boolean }) {
  const { t } = useTranslation();
  const shown = files.media.filter((item) => item.isSelected);
  return (
    <>
      <Section
        id="company-media"
        title={t('company.page.mediaTitle')}
        action={
          canEdit ? (
            <ManageLink
              to={employerPaths.companyMedia}
              icon={IconPhoto}
              label={t('company.page.manageMedia')}
            />
          ) : null
        }
      >
        {shown.length > 0 ? (
          <>
            <Text size="sm" c="dimmed">
              {t('company.page.mediaShown', { shown: shown.length, total: files.media.length })}
            </Text>
            <MediaGallery items={shown} />
          </>
        ) : (
          <Empty>{t('company.page.mediaEmpty')}</Empty>
        )}
      </Section>
      <Section
        id="company-documents"
        title={t('company.page.documentsTitle')}
        action={
          canEdit ? (
            <ManageLink
              to={employerPaths.companyDocuments}
              icon={IconFileText}
              label={t('company.page.manageDocuments')}
            />
          ) : null
        }
      >
        {files.documents.length > 0 ? (
          <DocumentLinks documents={files.documents} />
        ) : (
          <Empty>{t('company.page.documentsEmpty')}</Empty>
        )}
      </Section>
    </>
  );
}

function CompanyInformation({
  company,
  logoUrl,
  canEdit,
}: {
  company: CompanyProfile;
  logoUrl: string | null;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Section id="company-basics" title={t('company.page.basicsTitle')}>
      <Group gap="md" wrap="nowrap" align="center">
        <CompanyLogo url={logoUrl} name={company.name} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Text>
          <Text size="sm" c="dimmed">
            {industryLabel(t, company.industry, company.subIndustry) ?? t('company.facts.notSpecified')}
          </Text>
          <SocialLinks links={company.socialLinks} />
        </Stack>
      </Group>
      <CompanyFacts
        industry={company.industry}
        subIndustry={company.subIndustry}
        location={company.location}
        companySize={company.companySize}
        website={company.website}
        email={company.email}
      />
      {canEdit && company.socialLinks.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('company.page.noSocialLinks')}
        </Text>
      ) : null}
    </Section>
  );
}

/**
 * `/employer/company`: the company information as the team sees it, how complete it is, and (for
 * power users) the way to edit it. Reviewers never get here (see the route's role check).
 */
export function CompanyPage() {
  const { t } = useTranslation();
  const me = useEmployerMe();
  const canEdit = me?.role === 'power_user';
  const company = useQuery(companyProfileQuery());
  const files = useQuery(companyFilesQuery());
  usePageTitle(t('company.page.title'));

  const header = (
    <PageHeader
      title={t('company.page.title')}
      description={t('company.page.description')}
      actions={
        canEdit ? (
          <Button
            component={Link}
            to={employerPaths.companyUpdate}
            leftSection={<IconEdit size={18} aria-hidden />}
          >
            {t('company.page.edit')}
          </Button>
        ) : null
      }
    />
  );

  if (!company.isSuccess) {
    return (
      <>
        <CompanyNav />
        {header}
        <QueryPlaceholder query={company} errorTitle={t('company.page.loadFailed')} variant="page" />
      </>
    );
  }

  const profile = company.data;
  return (
    <>
      <CompanyNav />
      {header}
      <Stack gap="md">
        <CompletenessCard missingFields={profile.missingFields} canEdit={canEdit} />
        <CompanyInformation company={profile} logoUrl={files.data?.logo?.url ?? null} canEdit={canEdit} />
        <Section id="company-introduction" title={t('fields.introduction')}>
          <RichTextField
            html={profile.introduction}
            emptyText={t('company.page.introductionEmpty')}
            canEdit={canEdit}
            anchor="introduction"
          />
        </Section>
        <Section id="company-benefits" title={t('fields.benefits')}>
          <RichTextField
            html={profile.benefits}
            emptyText={t('company.page.benefitsEmpty')}
            canEdit={canEdit}
            anchor="benefits"
          />
        </Section>
        {files.isSuccess ? (
          <FilesSections files={files.data} canEdit={canEdit} />
        ) : (
          <QueryPlaceholder query={files} errorTitle={t('company.page.filesLoadFailed')} rows={2} />
        )}
      </Stack>
    </>
  );
}
