/*
 * Section headings of English and German CVs and of LinkedIn profiles, mapped to the resume's
 * sections. The vocabulary is data: one list of headings per section, with the variants real CVs
 * use. A heading is matched as a whole line (case, a trailing colon, hyphenation across two rows
 * and an "&"/"und" aside), so a sentence that mentions "experience" does not start a section.
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
  /** civil service, volunteering, leadership: kept out of the jobs */
  | 'volunteer'
  /** a cover letter or cover page in front of the CV */
  | 'letter'
  | 'other';

export const SECTION_HEADINGS: Record<SectionKind, string[]> = {
  summary: [
    'summary',
    'profile',
    'about',
    'about me',
    'professional summary',
    'career objective',
    'objective',
    'zusammenfassung',
    'profil',
    'über mich',
    'kurzprofil',
    'vorstellung',
    'status',
  ],
  contact: [
    'contact',
    'kontakt',
    'contact information',
    'contact details',
    'kontaktdaten',
    'persönliche daten',
    'persönliche informationen',
    'persönliches',
    'personal information',
    'personal details',
    'personal data',
    'angaben zur person',
    'zur person',
  ],
  experience: [
    'work experience',
    'professional experience',
    'relevant experience',
    'experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'career',
    'professional background',
    'work & experience',
    'internships',
    'internship',
    'research experience',
    'teaching experience',
    'industry experience',
    'selected experience',
    'relevant work experience',
    'berufspraxis',
    'beruflicher hintergrund',
    'berufliche laufbahn',
    'berufliche entwicklung',
    'karriere',
    'stationen',
    'positions',
    'position',
    'berufserfahrung',
    'berufliche erfahrung',
    'beruflicher werdegang',
    'berufstätigkeit',
    'berufliche tätigkeiten',
    'berufliche tätigkeit',
    'berufliche stationen',
    'praktische tätigkeiten',
    'praktische erfahrung',
    'praxiserfahrung',
    'praktika',
    'erfahrung',
    'tätigkeiten',
    'werdegang',
    'arbeitserfahrung',
    'beschäftigungsverhältnisse',
  ],
  education: [
    'education',
    'academic background',
    'academic education',
    'academics',
    'qualifications',
    'education & training',
    'education and training',
    'schulischer werdegang',
    'ausbildung & studium',
    'studium & ausbildung',
    'akademischer hintergrund',
    'hochschulausbildung',
    'universitäre ausbildung',
    'studies',
    'ausbildung',
    'schulbildung',
    'schulische ausbildung',
    'schul- und ausbildung',
    'studium',
    'hochschulstudium',
    'hochschulbildung',
    'bildungsweg',
    'akademischer werdegang',
    'akademische ausbildung',
    'bildung',
    'schule',
  ],
  career: [
    'school education and cv',
    'education and career',
    'education and experience',
    'lebenslauf',
    'tabellarischer lebenslauf',
    'curriculum vitae',
    'cv',
    'resume',
    'résumé',
    'ausbildung und beruf',
    'schule und beruf',
    'akademische laufbahn',
    'laufbahn',
  ],
  skills: [
    'skills',
    'top skills',
    'technical skills',
    'key skills',
    'it skills',
    'it-skills',
    'skills & expertise',
    'programming',
    'technologies',
    'kenntnisse',
    'fähigkeiten',
    'fertigkeiten',
    'kompetenzen',
    'sonstige kenntnisse',
    'besondere kenntnisse',
    'it-kenntnisse',
    'it kenntnisse',
    'edv-kenntnisse',
    'fachkenntnisse',
    'fähigkeiten und kenntnisse',
    'kenntnisse und fähigkeiten',
    'persönliche fähigkeiten',
    'tools',
  ],
  languages: ['languages', 'language', 'language skills', 'sprachen', 'sprachkenntnisse', 'fremdsprachen'],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'certificate',
    'licenses & certifications',
    'zertifikate',
    'zertifizierungen',
    'zusatzqualifikationen',
    'weiterbildung',
    'weiterbildungen',
    'fortbildungen',
  ],
  honors: [
    'honors-awards',
    'honors & awards',
    'honours & awards',
    'honors and awards',
    'awards',
    'honors',
    'honours',
    'auszeichnungen',
    'preise',
    'ehrungen',
  ],
  volunteer: [
    'volunteer',
    'volunteering',
    'volunteer experience',
    'leadership',
    'leadership experience',
    'ehrenamt',
    'ehrenamtliches engagement',
    'ehrenamtliche tätigkeiten',
    'engagement',
    'freiwilligenarbeit',
    'zivildienst',
    'wehrdienst',
    'weitere tätigkeiten',
    'sonstige tätigkeiten',
  ],
  letter: [
    'anschreiben',
    'cover letter',
    'motivationsschreiben',
    'bewerbungsschreiben',
    'deckblatt',
    'anlagen',
  ],
  other: [
    'publications',
    'projects',
    'projekte',
    'private projekte',
    'research',
    'coursework',
    'links',
    'community',
    'interests',
    'hobbies',
    'hobbys',
    'hobbies and interests',
    'interessen',
    'aufgaben',
    'other knowledge',
    'references',
    'referenzen',
    'patents',
    'extracurricular activities',
    'activities',
    'arbeiten',
    'fields',
    'operating systems',
  ],
};

const INDEX = new Map<string, SectionKind>();
for (const [kind, headings] of Object.entries(SECTION_HEADINGS) as [SectionKind, string[]][])
  for (const heading of headings) INDEX.set(keyOf(heading), kind);

function keyOf(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .trim()
    .replace(/[:：]$/, '')
    .replace(/\s*[-–]\s*(?=\p{Ll})/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/ (and|und) /g, ' & ');
}

/** The section a line opens, or null when the line is no heading. */
export function sectionOf(text: string): SectionKind | null {
  const key = keyOf(text);
  if (key.length === 0 || key.length > 45) return null;
  return INDEX.get(key) ?? INDEX.get(key.replace(/ & /g, ' and ')) ?? null;
}
