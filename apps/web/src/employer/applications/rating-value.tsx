import { Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { formatNumber } from '@veil/domain';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';

/** A rating as a star and "3,5" (one decimal, the reader's number format); "—" when there is none. */
export function RatingValue({ rating, size = 'sm' }: { rating: number | null; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (rating === null) {
    return (
      <Text size={size} c="dimmed" component="span">
        {t('employerApplications.card.noRating')}
      </Text>
    );
  }
  const value = formatNumber(rating, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Group
      gap={4}
      wrap="nowrap"
      component="span"
      role="img"
      aria-label={t('employerApplications.card.ratingValue', { rating: value })}
    >
      <IconStarFilled size={size === 'lg' ? 20 : 16} color="var(--mantine-color-yellow-6)" aria-hidden />
      <Text size={size} fw={600} component="span" aria-hidden>
        {value}
      </Text>
    </Group>
  );
}

/** A signed difference, "+0,4" or "−1,2" (a real minus sign), for the calibration figures. */
export function useFormatSpread(): (value: number) => string {
  const locale = useLocale();
  return (value) => {
    const text = formatNumber(Math.abs(value), locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    if (Math.abs(value) < 0.05) return `±${text}`;
    return value > 0 ? `+${text}` : `−${text}`;
  };
}
