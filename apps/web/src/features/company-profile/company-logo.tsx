import { Avatar } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from '../../lib/translation';

/** The company's logo, or a neutral building when it has none (never initials). */
export function CompanyLogo({
  url,
  name,
  size = 72,
}: {
  url: string | null | undefined;
  name: string;
  size?: number;
}) {
  const { t } = useTranslation();
  return (
    <Avatar
      src={url ?? null}
      alt={url ? t('company.logoAlt', { name }) : undefined}
      size={size}
      radius="md"
      color="veil"
      variant="light"
      styles={{ image: { objectFit: 'contain', background: 'white' } }}
      style={{ border: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
    >
      <IconBuilding size={size / 2} aria-hidden />
    </Avatar>
  );
}
