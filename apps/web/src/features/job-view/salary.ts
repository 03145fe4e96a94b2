import { formatNumber, isSalaryEmpty, type SalaryRange } from '@veil/domain';
import type { Locale } from '@veil/domain/i18n/locales';
import type { TFunction } from '../../lib/translator';

/** "45.000 € – 60.000 € pro Jahr", or "Keine Angabe" for the 0–0 range that means none was given. */
export function salaryText(range: SalaryRange, locale: Locale, t: TFunction): string {
  if (isSalaryEmpty(range)) return t('jobView.notGiven');
  const money = (value: number) =>
    formatNumber(value, locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return t('jobView.salaryValue', { from: money(range.from), to: money(range.to) });
}
