import { Anchor, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconCategory, IconMail, IconMapPin, IconUsers, IconWorld } from '@tabler/icons-react';
import type { CompanySize, Industry, SubIndustry } from '@veil/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';
import { EmailAddress } from '../../ui/email-address';
import { displayLink, industryLabel } from './labels';

type CompanyFactsProps = {
  industry: Industry | null;
  subIndustry: SubIndustry | null;
  location: string | null;
  companySize: CompanySize | null;
  website: string | null;
  /** Employers see the company's contact address; candidates do not. */
  email?: string;
};

/**
 * One term and its description. The `div` holds nothing but its `dt` and `dd`, as a `dl` requires;
 * the icon sits inside the `dt` and is placed beside both by the padding.
 */
function Fact({ icon: FactIcon, label, children }: { icon: Icon; label: string; children: ReactNode }) {
  return (
    <div style={{ position: 'relative', paddingLeft: 48, minHeight: 36, minWidth: 0 }}>
      <Text size="xs" c="dimmed" component="dt">
        <ThemeIcon
          variant="light"
          color="gray"
          size={36}
          radius="md"
          aria-hidden
          style={{ position: 'absolute', left: 0, top: 0 }}
        >
          <FactIcon size={20} />
        </ThemeIcon>
        {label}
      </Text>
      <Text size="sm" fw={500} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Industry, location, size, website (and e-mail): "not specified" where a field is still empty. */
export function CompanyFacts({
  industry,
  subIndustry,
  location,
  companySize,
  website,
  email,
}: CompanyFactsProps) {
  const { t } = useTranslation();
  const empty = (
    <Text span size="sm" c="dimmed" fs="italic">
      {t('company.facts.notSpecified')}
    </Text>
  );
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" verticalSpacing="md" m={0}>
      <Fact icon={IconCategory} label={t('fields.industry')}>
        {industryLabel(t, industry, subIndustry) ?? empty}
      </Fact>
      <Fact icon={IconMapPin} label={t('fields.location')}>
        {location ?? empty}
      </Fact>
      <Fact icon={IconUsers} label={t('fields.companySize')}>
        {companySize ? t(`enums.companySize.${companySize}`) : empty}
      </Fact>
      <Fact icon={IconWorld} label={t('fields.website')}>
        {website ? (
          <Anchor href={website} target="_blank" rel="noopener noreferrer nofollow" size="sm" fw={500}>
            {displayLink(website)}
          </Anchor>
        ) : (
          empty
        )}
      </Fact>
      {email !== undefined ? (
        <Fact icon={IconMail} label={t('company.facts.email')}>
          <Anchor href={`mailto:${email}`} size="sm" fw={500}>
            <EmailAddress email={email} />
          </Anchor>
        </Fact>
      ) : null}
    </SimpleGrid>
  );
}
