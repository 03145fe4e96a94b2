import { Tabs } from '@mantine/core';
import { IconEdit, IconFileText, IconInfoCircle, IconPhoto } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { employerPaths } from '../paths';
import { useEmployerMe } from '../roles';

const TABS = [
  { path: employerPaths.company, labelKey: 'company.nav.overview', icon: IconInfoCircle },
  { path: employerPaths.companyUpdate, labelKey: 'company.nav.edit', icon: IconEdit },
  { path: employerPaths.companyMedia, labelKey: 'company.nav.media', icon: IconPhoto },
  { path: employerPaths.companyDocuments, labelKey: 'company.nav.documents', icon: IconFileText },
] as const;

/**
 * The company pages of a power user (overview, edit, media, documents) as tabs: the sidebar has one
 * entry for all of them. Regular users only have the overview, so they see no tabs.
 */
export function CompanyNav() {
  const { t } = useTranslation();
  const me = useEmployerMe();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (me?.role !== 'power_user') return null;
  return (
    // the tabs wrap onto a second line on a phone instead of hiding behind the edge
    <Tabs
      mb="lg"
      value={pathname}
      onChange={(value) => {
        if (value && value !== pathname) navigate(value);
      }}
      activateTabWithKeyboard={false}
    >
      <Tabs.List aria-label={t('company.nav.label')}>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path} leftSection={<tab.icon size={16} aria-hidden />}>
            {t(tab.labelKey)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
