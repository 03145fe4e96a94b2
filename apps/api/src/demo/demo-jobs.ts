import type { JobPostInput, JobStatus } from '@veil/domain';

/*
 * The demo company with complete information and job posts in every status, so that a candidate
 * finds jobs to explore, save and share right after `npm run demo`.
 */

export const DEMO_JOB_COMPANY_PROFILE = {
  industry: 'software_it_services',
  location: 'Hamburg',
  companySize: '50-249',
  website: 'https://hafenkante.example',
  introduction:
    '<p>Hafenkante Digital baut Software für Häfen und Reedereien: Liegeplatzplanung, Zollabwicklung und Echtzeitdaten für über 40 Terminals in Europa.</p><p>We are a team of 120 people from 19 countries; our working languages are German and English.</p>',
  benefits:
    '<ul><li>30 Tage Urlaub und flexible Arbeitszeiten</li><li>Weiterbildungsbudget von 2.000 € im Jahr</li><li>Deutschlandticket und Jobrad</li><li>Remote work from anywhere in the EU for up to 8 weeks a year</li></ul>',
};

export type DemoJob = JobPostInput & { status: JobStatus };

const common = {
  jobTypeDescription: '',
  salaryRange: { from: 0, to: 0 },
  benefits: '',
  infos: '',
  screeningQuestions: [],
  audioQuestions: [],
  languages: [],
} satisfies Partial<JobPostInput>;

export const DEMO_JOBS: readonly DemoJob[] = [
  {
    ...common,
    status: 'open',
    jobTitle: 'Senior Frontend-Entwickler:in (React, TypeScript)',
    jobTypes: ['full_time'],
    contractType: 'permanent',
    experience: '5_years',
    officeLocation: 'Hamburg',
    workPlace: ['hybrid'],
    salaryRange: { from: 68_000, to: 82_000 },
    industry: 'software_it_services',
    responsibilities:
      '<ul><li>Sie entwickeln unsere Planungsoberfläche für Terminals weiter, von der Idee bis zum Betrieb.</li><li>Sie sorgen mit Tests und Reviews dafür, dass sie schnell und barrierefrei bleibt.</li><li>Sie begleiten jüngere Kolleginnen und Kollegen.</li></ul>',
    requirements:
      '<ul><li>Mehrjährige Erfahrung mit React und TypeScript</li><li>Erfahrung mit automatisierten Tests im Browser</li><li>Sehr gutes Deutsch, gutes Englisch</li></ul>',
    benefits: '<p>Ein eigenes Budget für Hardware und Konferenzen.</p>',
    skillTags: ['React', 'TypeScript', 'Barrierefreiheit', 'Playwright'],
    screeningQuestions: [
      { question: 'Welches Frontend-Projekt hat Sie zuletzt am meisten gefordert, und warum?' },
    ],
    audioQuestions: [
      {
        question: 'Wie würden Sie einer Kollegin eine schwierige Code-Review-Anmerkung erklären?',
        duration: 90,
      },
    ],
    languages: [
      { iso: 'deu', level: 'business_fluent' },
      { iso: 'eng', level: 'good_knowledge' },
    ],
  },
  {
    ...common,
    status: 'open',
    jobTitle: 'Backend Engineer (Node.js, PostgreSQL)',
    jobTypeDescription: 'Full time, 40 hours a week',
    jobTypes: ['full_time'],
    contractType: 'permanent',
    experience: '3_years',
    officeLocation: 'Hamburg',
    workPlace: ['remote', 'hybrid'],
    salaryRange: { from: 70_000, to: 90_000 },
    industry: 'software_it_services',
    responsibilities:
      '<ul><li>Design and run the APIs that connect terminals, shipping lines and customs.</li><li>Keep our PostgreSQL databases fast as traffic grows.</li></ul>',
    requirements:
      '<ul><li>Experience building services with Node.js and TypeScript</li><li>Solid SQL and PostgreSQL knowledge</li><li>Good English; German is a plus</li></ul>',
    skillTags: ['Node.js', 'PostgreSQL', 'TypeScript', 'API design'],
    screeningQuestions: [{ question: 'Describe a slow query you fixed and how you found it.' }],
    languages: [{ iso: 'eng', level: 'fluent' }],
  },
  {
    ...common,
    status: 'open',
    jobTitle: 'Werkstudent:in Data Analytics',
    jobTypes: ['part_time'],
    contractType: 'working_student',
    experience: 'under_1_year',
    officeLocation: 'Hamburg',
    workPlace: ['hybrid'],
    industry: 'software_it_services',
    responsibilities:
      '<p>Sie werten Liegezeiten und Umschlagsdaten aus und bereiten sie für unsere Kundinnen und Kunden auf.</p>',
    requirements:
      '<ul><li>Studium der Informatik, Statistik oder Wirtschaftswissenschaften</li><li>Erste Erfahrung mit SQL oder Python</li></ul>',
    skillTags: ['SQL', 'Python', 'Statistik'],
    languages: [{ iso: 'deu', level: 'fluent' }],
  },
  {
    ...common,
    status: 'open',
    jobTitle: 'UX Designer:in für Logistiksoftware',
    jobTypes: ['full_time', 'part_time'],
    contractType: 'fixed_term',
    experience: '2_3_years',
    officeLocation: 'Bremen',
    workPlace: ['on_site', 'hybrid'],
    salaryRange: { from: 52_000, to: 64_000 },
    industry: 'software_it_services',
    responsibilities:
      '<p>Sie gestalten gemeinsam mit Disponentinnen und Disponenten die Oberflächen unserer Planungswerkzeuge.</p>',
    requirements:
      '<ul><li>Ein Portfolio mit Arbeiten für komplexe Fachanwendungen</li><li>Erfahrung mit Nutzertests</li></ul>',
    skillTags: ['Figma', 'Nutzertests', 'Design-Systeme'],
  },
  {
    ...common,
    status: 'closed',
    jobTitle: 'DevOps Engineer (Freelance)',
    jobTypes: ['freelancer'],
    contractType: 'freelance',
    experience: 'over_5_years',
    officeLocation: 'Hamburg',
    workPlace: ['remote'],
    industry: 'software_it_services',
    responsibilities: '<p>Move our deployments to Kubernetes and set up monitoring.</p>',
    requirements: '<p>Several years of Kubernetes and Terraform in production.</p>',
    skillTags: ['Kubernetes', 'Terraform'],
  },
  {
    ...common,
    status: 'draft',
    jobTitle: 'Product Owner Zollabwicklung',
    jobTypes: ['full_time'],
    contractType: 'permanent',
    experience: '4_5_years',
    officeLocation: 'Hamburg',
    workPlace: ['hybrid'],
    industry: 'software_it_services',
    responsibilities: '<p>Sie verantworten unser Produkt für die digitale Zollabwicklung.</p>',
    requirements: '<p>Erfahrung als Product Owner, idealerweise in der Logistik.</p>',
    skillTags: ['Scrum', 'Zoll'],
  },
];
