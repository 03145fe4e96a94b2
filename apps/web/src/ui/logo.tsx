import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../lib/translation';
import { PRODUCT_NAME } from '../lib/use-page-title';

/** The Veil mark: a veil-like "V" on deep teal. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-veil-7)" />
      <path d="M8 9h4l4 11 4-11h4l-6.2 15h-3.6z" fill="#fff" />
    </svg>
  );
}

/** The product name with its mark, linking to the area's start page. */
export function Logo({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} aria-label={t('common.homeLink')}>
      <Group gap={8} wrap="nowrap">
        <LogoMark />
        <Text fw={700} fz="lg" c="veil.8" lh={1}>
          {PRODUCT_NAME}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
