import { Group, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../lib/translation';
import { LOADING_ATTRIBUTE } from './loading-marker';

type LoadingSkeletonProps = {
  /** `list`: rows of cards or table lines; `page`: a heading and a block of content. */
  variant?: 'list' | 'page';
  rows?: number;
};

/**
 * The shape of content that is still loading, announced to screen readers. Marked as loading, so
 * that a page rendered ahead of time stays until the app shows more than this (prerender/handoff.ts).
 */
export function LoadingSkeleton({ variant = 'list', rows = 3 }: LoadingSkeletonProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-live="polite" {...{ [LOADING_ATTRIBUTE]: true }}>
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      {variant === 'page' ? (
        <Stack gap="xs" mb="md">
          <Skeleton height={32} width="40%" />
          <Skeleton height={16} width="65%" />
        </Stack>
      ) : null}
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Paper key={index} withBorder p="md">
          <Group gap="md" wrap="nowrap">
            <Skeleton height={40} circle />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={14} width="55%" />
              <Skeleton height={12} width="80%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
