import { domainMessages, type Locale } from '@veil/domain';

/**
 * Texts that only the PDF of a resume prints, in both languages. Enumeration labels (industry,
 * company size, language level, job type, link kind) come from the domain's catalogue instead, so
 * the PDF and the screens always name a value alike. English is typed by the German shape, so no
 * text can be missing in one language.
 */
const de = {
  documentTitle: 'Lebenslauf',
  sections: {
    profile: 'Profil',
    workExperiences: 'Berufserfahrung',
    educations: 'Ausbildung',
    languages: 'Sprachen',
    tags: 'Kenntnisse',
    certifications: 'Zertifikate',
    rewards: 'Auszeichnungen',
    socialLinks: 'Links',
  },
  openTo: 'Offen für',
  present: 'heute',
  issued: 'Ausgestellt',
  expires: 'gültig bis',
  credentialId: 'Nachweis-ID',
  generatedOn: (date: string) => `Stand: ${date}`,
  pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
};

export type PdfLabels = typeof de;

const en: PdfLabels = {
  documentTitle: 'Curriculum vitae',
  sections: {
    profile: 'Profile',
    workExperiences: 'Work experience',
    educations: 'Education',
    languages: 'Languages',
    tags: 'Skills',
    certifications: 'Certifications',
    rewards: 'Awards',
    socialLinks: 'Links',
  },
  openTo: 'Open to',
  present: 'present',
  issued: 'Issued',
  expires: 'valid until',
  credentialId: 'Credential ID',
  generatedOn: (date: string) => `As of ${date}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
};

export const PDF_LABELS: Record<Locale, PdfLabels> = { de, en };

/** The domain's enumeration labels of one language (industry, company size, levels, job types…). */
export function enumLabels(locale: Locale) {
  return domainMessages[locale].enums;
}
