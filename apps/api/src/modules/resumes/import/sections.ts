/*
 * Section headings of English and German CVs and of LinkedIn profiles, mapped to the resume's
 * sections. A heading is matched as a whole line (case and a trailing colon aside), so a sentence
 * that mentions "experience" does not start a section.
 */

export type SectionKind =
  | 'summary'
  | 'contact'
  | 'experience'
  | 'education'
  /** a German "Werdegang"-style list of jobs and schools under one heading */
  | 'career'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'honors'
  | 'other';

const HEADINGS: [SectionKind, RegExp][] = [
  ['summary', /^(summary|profile|about( me)?|zusammenfassung|profil|über mich|kurzprofil)$/],
  [
    'contact',
    /^(contact|kontakt|contact information|kontaktdaten|persönliche daten|personal (information|details|data))$/,
  ],
  [
    'experience',
    /^((work|professional|relevant)\s+experience|experience|employment( history)?|work history|career|berufserfahrung|berufliche erfahrung|beruflicher werdegang|berufstätigkeit|werdegang|praktische erfahrung|praxiserfahrung|tätigkeiten|positions?)$/,
  ],
  [
    'education',
    /^(education|academic background|studies|ausbildung|schulbildung|schul- und ausbildung|studium|bildungsweg|akademischer werdegang|bildung)$/,
  ],
  [
    'career',
    /^(school education and cv|education and (career|experience)|lebenslauf|curriculum vitae|cv|ausbildung und beruf|schule und beruf)$/,
  ],
  [
    'skills',
    /^((top |technical |key |it-?)?skills|skills & expertise|programming|technologies|kenntnisse|fähigkeiten|fertigkeiten|kompetenzen|sonstige kenntnisse|it-kenntnisse|edv-kenntnisse|fachkenntnisse|fähigkeiten und kenntnisse|tools)$/,
  ],
  ['languages', /^(languages?|language skills|sprachen|sprachkenntnisse|fremdsprachen)$/],
  [
    'certifications',
    /^(certifications?|certificates?|licenses & certifications|zertifikate|zertifizierungen|zusatzqualifikationen|weiterbildung(en)?|fortbildungen)$/,
  ],
  ['honors', /^(honors?-awards|honou?rs( & | and )awards|awards|honou?rs|auszeichnungen|preise|ehrungen)$/],
  [
    'other',
    /^(publications|projects|projekte|private projekte|research|coursework|links|community|interests|hobbies|hobbys|hobbys and interests|hobbies and interests|interessen|volunteer(ing)?( experience)?|ehrenamt|aufgaben|other knowledge|references|referenzen|patents|extracurricular activities|activities)$/,
  ],
];

/** The section a line opens, or null when the line is no heading. */
export function sectionOf(text: string): SectionKind | null {
  const key = text
    .trim()
    .replace(/[:：]$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  if (key.length === 0 || key.length > 40) return null;
  for (const [kind, pattern] of HEADINGS) if (pattern.test(key)) return kind;
  return null;
}
