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
  certName: 'Kanarzertifikat Q7',
  certOrg: 'Trillerverband',
  certId: 'KAN-7Q-ID',
  certUrl: 'https://kanar-cert.example/7q',
  rewardTitle: 'Goldkehlchenpreis',
  issuer: 'Gesangsstiftung Kanarx',
  major: 'Piepsologie',
  link: 'https://github.com/kanarvogel7q',
  location: 'Kanarhausen',
  dob: '1987-02-03',
  headline: 'Kanarheadline7q',
  /** someone the candidate names in free text: a given name of the list and a surname of its own */
  otherPerson: 'Jan Kanarbeckerq',
};

/**
 * What no employer may read before a reveal, in lower case. `canaryLeaks` also finds every piece of
 * 7 or more characters of a marker marked `piece` (a name cut short or inflected still names).
 */
const MARKERS: { marker: string; piece?: true }[] = [
  { marker: 'kanarjöna', piece: true },
  { marker: 'kanarjoena', piece: true },
  { marker: 'vogelsängerq', piece: true },
  { marker: 'vogelsaengerq', piece: true },
  { marker: 'kanarpost9z', piece: true },
  { marker: '70707070' },
  { marker: 'sieben null sieben null' },
  { marker: 'zwitscherwerk', piece: true },
  { marker: 'pfeifakademie', piece: true },
  { marker: 'kanarzertifikat', piece: true },
  { marker: 'trillerverband', piece: true },
  { marker: 'kan-7q-id' },
  { marker: 'kanar-cert' },
  { marker: 'goldkehlchen', piece: true },
  { marker: 'kanarx' },
  { marker: 'piepsologie', piece: true },
  { marker: 'kanarvogel7q', piece: true },
  { marker: 'kanarhausen', piece: true },
  { marker: 'kanarheadline7q', piece: true },
  { marker: 'kanarbeckerq', piece: true },
  { marker: '1987' },
  { marker: '03.02.1987' },
  // an exact period typed into text, and the gendered job title
  { marker: 'mai 1998' },
  { marker: 'juli 1999' },
  { marker: 'entwicklerin' },
  { marker: 'kauffrau' },
  { marker: GPS_MARKER.toLowerCase() },
];

export const CANARY_MARKERS = MARKERS.map((entry) => entry.marker);

const PIECE = 7;
/** Ordinary words inside the markers: a piece of a marker within one of them gives nothing away. */
const ORDINARY = [
  'headline',
  'hausen',
  'akademie',
  'verband',
  'zertifikat',
  'stiftung',
  'ologie',
  'sänger',
  'saenger',
];
/** Every marker and every piece of a `piece` marker, each once. */
const NEEDLES = [
  ...new Set(
    MARKERS.flatMap(({ marker, piece }) =>
      piece && marker.length > PIECE
        ? [
            marker,
            ...Array.from({ length: marker.length - PIECE + 1 }, (_, at) =>
              marker.slice(at, at + PIECE),
            ).filter((cut) => !ORDINARY.some((word) => word.includes(cut) || cut.includes(word))),
          ]
        : [marker],
    ),
  ),
];

/** The markers (or pieces of them) that `text` holds, in any case. */
export function canaryLeaks(text: string): string[] {
  const lower = text.toLowerCase();
  return NEEDLES.filter((needle) => lower.includes(needle));
}

/**
 * The story free text tells about the canary: every personal value, written the ways people write
 * (another case, umlauts written out, inflected, split, spelt out), an exact period, a birth date,
 * another person's name and a gendered title.
 */
export const CANARY_FREE_TEXT = `Als Backend-Entwicklerin und Kauffrau bei ${CANARY.company.toUpperCase()} mit ${CANARY.first}s Team (${CANARY.last.replace('ä', 'ae')}), Mai 1998 bis Juli 1999. Mein Teamleiter ${CANARY.otherPerson} lobte mich. Geboren am 03.02.1987 in ${CANARY.location}, Jahrgang 1987. M.a.i.l ${CANARY.email} oder kanarpost9z at example dot org, Tel. 0151-70707070 oder null eins fünf eins sieben null sieben null sieben null sieben null, ${CANARY.link}, studiert an der ${CANARY.school}: ${CANARY.major}. ${CANARY.certName} (${CANARY.certId}) vom ${CANARY.certOrg}, ${CANARY.rewardTitle} der ${CANARY.issuer}`;

/** The free text cut in two for screening answers (at most 500 characters each), every marker in one of them. */
export const CANARY_ANSWERS = (() => {
  const cut = CANARY_FREE_TEXT.indexOf(' M.a.i.l');
  return [CANARY_FREE_TEXT.slice(0, cut), CANARY_FREE_TEXT.slice(cut + 1)] as const;
})();

/** The shortest text that still holds one of each kind of marker: for fields of 100 or 150 characters. */
export const CANARY_SHORT_TEXT = `${CANARY.last}, Entwicklerin, ${CANARY.location}, Jahrgang 1987, Mai 1998 bis Juli 1999, ${CANARY.otherPerson}`;

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
      dob: CANARY.dob,
      headline: CANARY.headline,
      location: CANARY.location,
      ...(photoUploadId ? { photoUploadId } : {}),
    },
    workInformation: {
      personalHeadline: CANARY_SHORT_TEXT,
      openTo: ['full_time'],
    },
    workExperiences: [
      {
        company: CANARY.company,
        industry: 'software_it_services',
        companySize: '10-49',
        jobTitle: `Entwicklerin ${CANARY.location} ${CANARY.major}`,
        workFrom: '2019-04',
        currentlyWorking: true,
        jobDescription: free,
      },
    ],
    educations: [
      {
        school: CANARY.school,
        degree: `Diplom ${CANARY.major} ${CANARY.school}`,
        majorIn: CANARY.major,
        studyFrom: '2006-10',
        studyTo: '2011-09',
      },
    ],
    languages: [{ iso: 'deu', level: 'business_fluent' }],
    tags: ['TypeScript', `${CANARY.last}-Methode`],
    certifications: [
      {
        name: CANARY.certName,
        issuingOrg: CANARY.certOrg,
        credentialId: CANARY.certId,
        credentialUrl: CANARY.certUrl,
      },
    ],
    rewards: [{ title: CANARY.rewardTitle, issuer: CANARY.issuer }],
    socialLinks: [{ linkType: 'github', link: CANARY.link }],
  };
}

/** The values that name the canary outright (name, address, phone): no other text may contain them. */
export const CANARY_IDENTITY = [CANARY.first, CANARY.last, CANARY.email, CANARY.phone.slice(-8)].map((text) =>
  text.toLowerCase(),
);
