import { z } from 'zod';
import { INTL_LOCALE_TAGS, type Locale } from './i18n';

/** One selectable language with its names in both interface languages. */
export type LanguageRow = { readonly iso: string; readonly de: string; readonly en: string };

/**
 * About 100 languages filtered from ISO 639-2: the widely spoken ones plus the regional and
 * minority languages of the DACH region, and sign language for inclusive hiring. `iso` is the
 * ISO 639-2/T (terminology) code, which equals ISO 639-3 and what `Intl` understands ('deu', not 'ger').
 * Sorted by English name; use `languageOptions` for a list sorted in the reader's language.
 */
export const LANGUAGES: readonly LanguageRow[] = [
  { iso: 'afr', de: 'Afrikaans', en: 'Afrikaans' },
  { iso: 'sqi', de: 'Albanisch', en: 'Albanian' },
  { iso: 'amh', de: 'Amharisch', en: 'Amharic' },
  { iso: 'ara', de: 'Arabisch', en: 'Arabic' },
  { iso: 'hye', de: 'Armenisch', en: 'Armenian' },
  { iso: 'asm', de: 'Assamesisch', en: 'Assamese' },
  { iso: 'aze', de: 'Aserbaidschanisch', en: 'Azerbaijani' },
  { iso: 'eus', de: 'Baskisch', en: 'Basque' },
  { iso: 'bel', de: 'Belarussisch', en: 'Belarusian' },
  { iso: 'ben', de: 'Bengalisch', en: 'Bengali' },
  { iso: 'bos', de: 'Bosnisch', en: 'Bosnian' },
  { iso: 'bul', de: 'Bulgarisch', en: 'Bulgarian' },
  { iso: 'mya', de: 'Birmanisch', en: 'Burmese' },
  { iso: 'cat', de: 'Katalanisch', en: 'Catalan' },
  { iso: 'zho', de: 'Chinesisch', en: 'Chinese' },
  { iso: 'hrv', de: 'Kroatisch', en: 'Croatian' },
  { iso: 'ces', de: 'Tschechisch', en: 'Czech' },
  { iso: 'dan', de: 'Dänisch', en: 'Danish' },
  { iso: 'nld', de: 'Niederländisch', en: 'Dutch' },
  { iso: 'eng', de: 'Englisch', en: 'English' },
  { iso: 'epo', de: 'Esperanto', en: 'Esperanto' },
  { iso: 'est', de: 'Estnisch', en: 'Estonian' },
  { iso: 'fin', de: 'Finnisch', en: 'Finnish' },
  { iso: 'fra', de: 'Französisch', en: 'French' },
  { iso: 'glg', de: 'Galicisch', en: 'Galician' },
  { iso: 'kat', de: 'Georgisch', en: 'Georgian' },
  { iso: 'deu', de: 'Deutsch', en: 'German' },
  { iso: 'ell', de: 'Griechisch', en: 'Greek' },
  { iso: 'guj', de: 'Gujarati', en: 'Gujarati' },
  { iso: 'hau', de: 'Haussa', en: 'Hausa' },
  { iso: 'heb', de: 'Hebräisch', en: 'Hebrew' },
  { iso: 'hin', de: 'Hindi', en: 'Hindi' },
  { iso: 'hun', de: 'Ungarisch', en: 'Hungarian' },
  { iso: 'isl', de: 'Isländisch', en: 'Icelandic' },
  { iso: 'ibo', de: 'Igbo', en: 'Igbo' },
  { iso: 'ind', de: 'Indonesisch', en: 'Indonesian' },
  { iso: 'gle', de: 'Irisch', en: 'Irish' },
  { iso: 'ita', de: 'Italienisch', en: 'Italian' },
  { iso: 'jpn', de: 'Japanisch', en: 'Japanese' },
  { iso: 'jav', de: 'Javanisch', en: 'Javanese' },
  { iso: 'kan', de: 'Kannada', en: 'Kannada' },
  { iso: 'kaz', de: 'Kasachisch', en: 'Kazakh' },
  { iso: 'khm', de: 'Khmer', en: 'Khmer' },
  { iso: 'kin', de: 'Kinyarwanda', en: 'Kinyarwanda' },
  { iso: 'kor', de: 'Koreanisch', en: 'Korean' },
  { iso: 'kur', de: 'Kurdisch', en: 'Kurdish' },
  { iso: 'kir', de: 'Kirgisisch', en: 'Kyrgyz' },
  { iso: 'lao', de: 'Laotisch', en: 'Lao' },
  { iso: 'lat', de: 'Latein', en: 'Latin' },
  { iso: 'lav', de: 'Lettisch', en: 'Latvian' },
  { iso: 'lin', de: 'Lingala', en: 'Lingala' },
  { iso: 'lit', de: 'Litauisch', en: 'Lithuanian' },
  { iso: 'ltz', de: 'Luxemburgisch', en: 'Luxembourgish' },
  { iso: 'mkd', de: 'Mazedonisch', en: 'Macedonian' },
  { iso: 'mlg', de: 'Madagassisch', en: 'Malagasy' },
  { iso: 'msa', de: 'Malaiisch', en: 'Malay' },
  { iso: 'mal', de: 'Malayalam', en: 'Malayalam' },
  { iso: 'mlt', de: 'Maltesisch', en: 'Maltese' },
  { iso: 'mri', de: 'Māori', en: 'Māori' },
  { iso: 'mar', de: 'Marathi', en: 'Marathi' },
  { iso: 'mon', de: 'Mongolisch', en: 'Mongolian' },
  { iso: 'nep', de: 'Nepalesisch', en: 'Nepali' },
  { iso: 'nor', de: 'Norwegisch', en: 'Norwegian' },
  { iso: 'ori', de: 'Oriya', en: 'Odia' },
  { iso: 'orm', de: 'Oromo', en: 'Oromo' },
  { iso: 'pus', de: 'Paschtu', en: 'Pashto' },
  { iso: 'fas', de: 'Persisch', en: 'Persian' },
  { iso: 'pol', de: 'Polnisch', en: 'Polish' },
  { iso: 'por', de: 'Portugiesisch', en: 'Portuguese' },
  { iso: 'pan', de: 'Punjabi', en: 'Punjabi' },
  { iso: 'que', de: 'Quechua', en: 'Quechua' },
  { iso: 'ron', de: 'Rumänisch', en: 'Romanian' },
  { iso: 'roh', de: 'Rätoromanisch', en: 'Romansh' },
  { iso: 'rus', de: 'Russisch', en: 'Russian' },
  { iso: 'srp', de: 'Serbisch', en: 'Serbian' },
  { iso: 'sna', de: 'Shona', en: 'Shona' },
  { iso: 'sgn', de: 'Gebärdensprache', en: 'Sign language' },
  { iso: 'snd', de: 'Sindhi', en: 'Sindhi' },
  { iso: 'sin', de: 'Singhalesisch', en: 'Sinhala' },
  { iso: 'slk', de: 'Slowakisch', en: 'Slovak' },
  { iso: 'slv', de: 'Slowenisch', en: 'Slovenian' },
  { iso: 'som', de: 'Somali', en: 'Somali' },
  { iso: 'spa', de: 'Spanisch', en: 'Spanish' },
  { iso: 'swa', de: 'Swahili', en: 'Swahili' },
  { iso: 'swe', de: 'Schwedisch', en: 'Swedish' },
  { iso: 'tgl', de: 'Tagalog', en: 'Tagalog' },
  { iso: 'tgk', de: 'Tadschikisch', en: 'Tajik' },
  { iso: 'tam', de: 'Tamil', en: 'Tamil' },
  { iso: 'tat', de: 'Tatarisch', en: 'Tatar' },
  { iso: 'tel', de: 'Telugu', en: 'Telugu' },
  { iso: 'tha', de: 'Thailändisch', en: 'Thai' },
  { iso: 'bod', de: 'Tibetisch', en: 'Tibetan' },
  { iso: 'tir', de: 'Tigrinya', en: 'Tigrinya' },
  { iso: 'tur', de: 'Türkisch', en: 'Turkish' },
  { iso: 'tuk', de: 'Turkmenisch', en: 'Turkmen' },
  { iso: 'ukr', de: 'Ukrainisch', en: 'Ukrainian' },
  { iso: 'urd', de: 'Urdu', en: 'Urdu' },
  { iso: 'uig', de: 'Uigurisch', en: 'Uyghur' },
  { iso: 'uzb', de: 'Usbekisch', en: 'Uzbek' },
  { iso: 'vie', de: 'Vietnamesisch', en: 'Vietnamese' },
  { iso: 'cym', de: 'Walisisch', en: 'Welsh' },
  { iso: 'wol', de: 'Wolof', en: 'Wolof' },
  { iso: 'xho', de: 'Xhosa', en: 'Xhosa' },
  { iso: 'yid', de: 'Jiddisch', en: 'Yiddish' },
  { iso: 'yor', de: 'Yoruba', en: 'Yoruba' },
  { iso: 'zul', de: 'Zulu', en: 'Zulu' },
];

export const LANGUAGE_ISO_CODES = LANGUAGES.map((row) => row.iso);

const LANGUAGE_BY_ISO = new Map(LANGUAGES.map((row) => [row.iso, row]));

/** A language code from the list (lower-case ISO 639-2/T). */
export const LanguageIsoSchema = z
  .string()
  .refine((iso) => LANGUAGE_BY_ISO.has(iso), { error: 'validation.invalidOption' });

/** Whether a code is in the language list. */
export function isLanguageIso(iso: string): boolean {
  return LANGUAGE_BY_ISO.has(iso);
}

/** The name of a language in the given locale; the code itself if it is not in the list. */
export function languageName(iso: string, locale: Locale): string {
  return LANGUAGE_BY_ISO.get(iso)?.[locale] ?? iso;
}

/** Select options `{ value, label }` sorted alphabetically in the reader's language. */
export function languageOptions(locale: Locale): { value: string; label: string }[] {
  const collator = new Intl.Collator(INTL_LOCALE_TAGS[locale]);
  return LANGUAGES.map((row) => ({ value: row.iso, label: row[locale] })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
