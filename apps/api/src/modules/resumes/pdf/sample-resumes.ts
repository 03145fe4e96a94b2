import { type ResumeInput, ResumeInputSchema } from '@veil/domain';

/*
 * Resumes made up in code for the PDF's tests and for the script that writes a sample file: every
 * section filled, with the letters a European CV holds (umlauts, ß, Polish and Czech names, dashes).
 */

/** Every section filled, as a candidate from Kraków living in München might write it. */
export function fullResume(): ResumeInput {
  return ResumeInputSchema.parse({
    userDetails: {
      firstName: 'Zofia',
      lastName: 'Wiśniewska-Müller',
      email: 'zofia.wisniewska@example.com',
      phoneNumber: '+49 89 123456',
      gender: 'female',
      dob: '1990-04-17',
      headline: 'Senior Backend-Entwicklerin – Zahlungsverkehr & Datenschutz',
      location: 'München, Deutschland',
      photoUploadId: null,
    },
    workInformation: {
      personalHeadline:
        'Ich baue verlässliche Zahlungssysteme für Europa: große Datenmengen, strenge Regeln – auch in Łódź und Žižkov.',
      openTo: ['full_time', 'freelancer'],
    },
    workExperiences: [
      {
        company: 'Großbank Süd AG',
        industry: 'finance',
        companySize: '1000+',
        jobTitle: 'Lead Engineer Zahlungsverkehr',
        jobDescription: [
          'Verantwortlich für die SEPA-Instant-Plattform mit 4 Mio. Überweisungen am Tag.',
          '- Architektur der Echtzeit-Abwicklung in Kotlin und PostgreSQL entworfen',
          '- Latenz der Freigabe von 900 ms auf 120 ms gesenkt',
          '• Team von sechs Entwicklerinnen und Entwicklern geführt, zwei davon in Brno (Česko)',
        ].join('\n'),
        workFrom: '2021-10',
        workTo: null,
        currentlyWorking: true,
      },
      {
        company: 'Łódź Fintech Sp. z o.o.',
        industry: 'software_it_services',
        companySize: '50-249',
        jobTitle: 'Backend Developer',
        jobDescription:
          'Built the onboarding service for small businesses across Poland, Czechia and Slovakia: identity checks, document uploads, and a rules engine that the compliance team edits without a release. Introduced contract tests between eleven services and cut failed deployments by two thirds.',
        workFrom: '2017-03',
        workTo: '2021-09',
        currentlyWorking: false,
      },
      {
        company: 'Café Ölmühle',
        industry: 'retail',
        companySize: '1-9',
        jobTitle: 'Werkstudentin IT',
        jobDescription: '',
        workFrom: '2015-05',
        workTo: '2017-02',
        currentlyWorking: false,
      },
    ],
    educations: [
      {
        school: 'Technische Universität München',
        degree: 'Master of Science',
        majorIn: 'Informatik',
        studyFrom: '2014-10',
        studyTo: '2017-02',
        currentlyStudying: false,
      },
      {
        school: 'Uniwersytet Jagielloński, Kraków',
        degree: 'Bachelor of Science',
        majorIn: 'Matematyka stosowana',
        studyFrom: '2010-10',
        studyTo: '2014-07',
        currentlyStudying: false,
      },
    ],
    languages: [
      { iso: 'pol', level: 'business_fluent' },
      { iso: 'deu', level: 'business_fluent' },
      { iso: 'eng', level: 'fluent' },
      { iso: 'ces', level: 'basic_knowledge' },
    ],
    tags: [
      'Kotlin',
      'PostgreSQL',
      'SEPA',
      'Kafka',
      'Domain-Driven Design',
      'Datenschutz (DSGVO)',
      'TypeScript',
      'Kubernetes',
    ],
    certifications: [
      {
        name: 'AWS Certified Solutions Architect – Professional',
        issuingOrg: 'Amazon Web Services',
        issueDate: '2022-06',
        expiryDate: '2025-06',
        credentialId: 'AWS-PSA-12345',
        credentialUrl: 'https://www.credly.com/badges/0f3c2d1e',
      },
      {
        name: 'Zertifizierte Datenschutzbeauftragte (TÜV)',
        issuingOrg: 'TÜV Süd',
        issueDate: '2020-11',
        expiryDate: null,
        credentialId: '',
        credentialUrl: '',
      },
    ],
    rewards: [
      { title: 'Innovationspreis Zahlungsverkehr 2023', issuer: 'Bayerischer Bankenverband' },
      { title: 'Best Talk, JVM Conference Kraków', issuer: '' },
    ],
    socialLinks: [
      { linkType: 'linkedIn', link: 'https://www.linkedin.com/in/zofia-wisniewska' },
      { linkType: 'github', link: 'https://github.com/zofia-w' },
      { linkType: 'website', link: 'https://zofia.example.com' },
    ],
  });
}

/** Only what the resume requires: a name, an e-mail address and a gender. */
export function minimalResume(): ResumeInput {
  return ResumeInputSchema.parse({
    userDetails: { firstName: 'Jan', lastName: 'Nowak', email: 'jan.nowak@example.com', gender: 'male' },
  });
}

/** The longest resume the rules allow in work experience: 15 entries of 3,000-character descriptions. */
export function longResume(): ResumeInput {
  const sentence =
    'Verantwortete die Weiterentwicklung der Plattform, führte Code-Reviews durch, schrieb Tests und begleitete Einführungen bei Kundinnen und Kunden in Österreich und der Schweiz. ';
  const description = sentence
    .repeat(Math.ceil(3000 / sentence.length))
    .slice(0, 3000)
    .trim();
  const resume = fullResume();
  resume.workExperiences = Array.from({ length: 15 }, (_, index) => ({
    company: `Firma Nr. ${index + 1} GmbH`,
    industry: 'software_it_services' as const,
    companySize: '250-999' as const,
    jobTitle: `Softwareentwicklerin, Station ${index + 1}`,
    jobDescription: description,
    workFrom: `${2000 + index}-01`,
    workTo: `${2000 + index}-12`,
    currentlyWorking: false,
  }));
  return ResumeInputSchema.parse(resume);
}
