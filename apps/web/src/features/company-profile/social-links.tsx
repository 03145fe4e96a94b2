import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  type Icon,
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBriefcase,
  IconId,
} from '@tabler/icons-react';
import type { CompanyLinkKind } from '@veil/domain';
import { useTranslation } from '../../lib/translation';

/** Brand icons where Tabler has one; the job boards get neutral job icons. */
const LINK_ICON: Record<CompanyLinkKind, Icon> = {
  linkedin: IconBrandLinkedin,
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  github: IconBrandGithub,
  monster: IconBriefcase,
  stepstone: IconId,
};

type SocialLinksProps = { links: readonly { linkType: CompanyLinkKind; link: string }[] };

/** The company's social profiles as icon links, each named for screen readers, opening a new tab. */
export function SocialLinks({ links }: SocialLinksProps) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <Group
      gap={6}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('company.facts.socialLinks')}
    >
      {links.map((entry) => {
        const LinkIcon = LINK_ICON[entry.linkType];
        const label = t('company.facts.socialLinkLabel', {
          network: t(`enums.companyLinkKind.${entry.linkType}`),
        });
        return (
          <li key={`${entry.linkType}-${entry.link}`}>
            <Tooltip label={label} withArrow>
              <ActionIcon
                component="a"
                href={entry.link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                variant="light"
                size="lg"
                radius="md"
                aria-label={label}
              >
                <LinkIcon size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </li>
        );
      })}
    </Group>
  );
}
