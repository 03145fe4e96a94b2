import { LANGUAGES, type LanguageLevel } from '@veil/domain';

/*
 * Languages as CVs name them (in German or English, as the domain's list spells them) and their
 * levels: LinkedIn's proficiency scale, German CV wording and CEFR levels, mapped to the four
 * levels of the profile.
 */

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** A few names CVs use that the list spells otherwise. */
const ALIASES: Record<string, string> = {
  mandarin: 'zho',
  farsi: 'fas',
  persisch: 'fas',
  flemish: 'nld',
  flamisch: 'nld',
  castilian: 'spa',
  kastilisch: 'spa',
  schwyzerdutsch: 'gsw',
  schweizerdeutsch: 'gsw',
};

const BY_NAME = new Map<string, string>();
for (const row of LANGUAGES) {
  BY_NAME.set(fold(row.de), row.iso);
  BY_NAME.set(fold(row.en), row.iso);
}
for (const [name, iso] of Object.entries(ALIASES)) {
  if (LANGUAGES.some((row) => row.iso === iso) && !BY_NAME.has(name)) BY_NAME.set(name, iso);
}

/** The ISO 639-2 code of a language named in German or English, or null. */
export function languageIsoOf(name: string): string | null {
  return BY_NAME.get(fold(name)) ?? null;
}

const LEVELS: [RegExp, LanguageLevel][] = [
  [
    /native|bilingual|mother tongue|muttersprach|full professional|verhandlungssicher|business|c2/i,
    'business_fluent',
  ],
  [/professional working|fließend|fliessend|fluent|c1|advanced|sehr gut/i, 'fluent'],
  [/limited working|gute kenntnisse|good|intermediate|b2|b1|conversational|gut\b/i, 'good_knowledge'],
  [/elementary|grundkenntnisse|basic|beginner|a2|a1|grundlagen/i, 'basic_knowledge'],
];

/** The profile level a wording names ("Native or Bilingual", "fließend", "B2"), or null. */
export function languageLevelOf(text: string): LanguageLevel | null {
  for (const [pattern, level] of LEVELS) if (pattern.test(text)) return level;
  return null;
}
