import { GPS_MARKER } from './sample-files';

/*
 * The canary candidate (ARCHITECTURE.md, "the one promise"): every personal field of the profile
 * holds a marker of its own, and the free text repeats them the ways people write (another case,
 * umlauts written out, inflected, split). Tests walk employer features with it and assert that no
 * marker reaches an employer answer, e-mail, file or export before a reveal.
 */

/** The canary's personal values. */
export const CANARY = {
  first: 'Kanarjöna',
  last: 'Vogelsängerq',
  email: 'kanarpost9z@example.org',
  phone: '+4915170707070',
  company: 'Zwitscherwerk GmbH',
  school: 'Pfeifakademie Quakenbrück',
  certOrg: 'Trillerverband',
  certId: 'KAN-7Q-ID',
  certUrl: 'https://kanar-cert.example/7q',
  issuer: 'Gesangsstiftung Kanarx',
  link: 'https://github.com/kanarvogel7q',
  location: 'Kanarhausen',
  headline: 'Kanarheadline7q',
};

export const CANARY_MARKERS = [
  'kanarjöna',
  'kanarjoena',
  'vogelsängerq',
  'vogelsaengerq',
  'kanarpost9z',
  '70707070',
  'zwitscherwerk',
  'pfeifakademie',
  'trillerverband',
  'kan-7q-id',
  'kanar-cert',
  'kanarx',
  'kanarvogel7q',
  'kanarhausen',
  'kanarheadline7q',
  '1987',
  GPS_MARKER.toLowerCase(),
];

export function canaryLeaks(text: string): string[] {
  const lower = text.toLowerCase();
  return CANARY_MARKERS.filter((marker) => lower.includes(marker));
}

/** The story free text tells about the canary: every personal value, written the ways people write. */
export const CANARY_FREE_TEXT = `Bei ${CANARY.company.toUpperCase()} mit ${CANARY.first}s Team (${CANARY.last.replace('ä', 'ae')}), M.a.i.l ${CANARY.email}, Tel. 0151-70707070, ${CANARY.link}, studiert an der ${CANARY.school}, ${CANARY.issuer}`;

/** The canary's resume as POST /resumes takes it, with a photo upload when given. */
export function canaryResume(photoUploadId?: string) {
  const free = CANARY_FREE_TEXT;
  return {
    userDetails: {
      firstName: CANARY.first,
      lastName: CANARY.last,
      email: CANARY.email,
      phoneNumber: CANARY.phone,
      gender: 'female',
      dob: '1987-02-03',
      headline: CANARY.headline,
      location: CANARY.location,
      ...(photoUploadId ? { photoUploadId } : {}),
    },
    workInformation: {
      personalHeadline: `Ex-${CANARY.company}: ${free}`.slice(0, 150),
      openTo: ['full_time'],
    },
    workExperiences: [
      {
        company: CANARY.company,
        industry: 'software_it_services',
        companySize: '10-49',
        jobTitle: `Lead at ${CANARY.company}`,
        workFrom: '2019-04',
        currentlyWorking: true,
        jobDescription: free,
      },
    ],
    educations: [
      { school: CANARY.school, degree: `Diplom ${CANARY.school}`, studyFrom: '2006-10', studyTo: '2011-09' },
    ],
    languages: [{ iso: 'deu', level: 'business_fluent' }],
    tags: ['TypeScript', `${CANARY.last}-Methode`],
    certifications: [
      {
        name: 'Zertifikat',
        issuingOrg: CANARY.certOrg,
        credentialId: CANARY.certId,
        credentialUrl: CANARY.certUrl,
      },
    ],
    rewards: [{ title: 'Preis', issuer: CANARY.issuer }],
    socialLinks: [{ linkType: 'github', link: CANARY.link }],
  };
}
