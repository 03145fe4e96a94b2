import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { UnsavedChangesGuard } from '../../features/forms/unsaved-changes-guard';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { employerPaths } from '../paths';
import { companyProfileQuery } from './api';
import { BasicInformationSection } from './basic-information-section';
import { CompanyNav } from './company-nav';
import { DefaultsSection } from './defaults-section';
import { LogoSection } from './logo-section';
import { RichTextSection } from './rich-text-section';

type SectionName = 'logo' | 'basic' | 'introduction' | 'benefits' | 'defaults';

/** Which sections have unsaved input (or, for the logo, a file still being sent). */
function useDirtySections() {
  const [dirty, setDirty] = useState<Record<SectionName, boolean>>({
    logo: false,
    basic: false,
    introduction: false,
    benefits: false,
    defaults: false,
  });
  const reporters = useMemo(() => {
    const reporter = (name: SectionName) => (value: boolean) =>
      setDirty((current) => (current[name] === value ? current : { ...current, [name]: value }));
    return {
      logo: reporter('logo'),
      basic: reporter('basic'),
      introduction: reporter('introduction'),
      benefits: reporter('benefits'),
      defaults: reporter('defaults'),
    };
  }, []);
  return { dirty, reporters };
}

/** Scrolls to `#section` once the sections are on the page (links from the completeness list). */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  const scroll = useCallback(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash]);
  useEffect(() => {
    if (ready) scroll();
  }, [ready, scroll]);
}

/**
 * `/employer/company/update` (power users): the company information in sections that are saved
 * one by one, each with its own button, errors and "unsaved" mark. Leaving with unsaved input asks.
 */
export function CompanyUpdatePage() {
  const { t } = useTranslation();
  const company = useQuery(companyProfileQuery());
  const { dirty, reporters } = useDirtySections();
  usePageTitle(t('company.edit.title'));
  useScrollToHash(company.isSuccess);

  const labels: Record<SectionName, string> = {
    logo: t('company.edit.uploadRunning'),
    basic: t('company.edit.basicTitle'),
    introduction: t('fields.introduction'),
    benefits: t('fields.benefits'),
    defaults: t('company.edit.defaultsTitle'),
  };
  const unsaved = (Object.keys(dirty) as SectionName[])
    .filter((name) => dirty[name])
    .map((name) => labels[name]);

  const header = (
    <>
      <CompanyNav />
      <Anchor component={Link} to={employerPaths.company} size="sm" mb="xs" display="inline-block">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('company.edit.back')}
        </Group>
      </Anchor>
      <PageHeader title={t('company.edit.title')} description={t('company.edit.description')} />
    </>
  );

  if (!company.isSuccess) {
    return (
      <>
        {header}
        <QueryPlaceholder query={company} errorTitle={t('company.page.loadFailed')} variant="page" rows={4} />
      </>
    );
  }

  const profile = company.data;
  return (
    <>
      {header}
      <Stack gap="lg" maw={1100}>
        <BasicInformationSection company={profile} onDirtyChange={reporters.basic} />
        <LogoSection companyName={profile.name} onBusyChange={reporters.logo} />
        <RichTextSection field="introduction" company={profile} onDirtyChange={reporters.introduction} />
        <RichTextSection field="benefits" company={profile} onDirtyChange={reporters.benefits} />
        <DefaultsSection company={profile} onDirtyChange={reporters.defaults} />
      </Stack>
      <UnsavedChangesGuard sections={unsaved} />
    </>
  );
}
