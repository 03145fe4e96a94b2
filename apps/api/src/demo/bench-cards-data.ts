import type { ExperienceOption, Gender, Industry, JobType, WorkArrangement } from '@veil/domain';

/*
 * What the interaction bench's seed (bench-cards.ts) is made of: the demo jobs' company's roles (a
 * job's text and the profile of a candidate who fits it), its sites, and the names, employers and
 * schools the candidates' profiles are built from. Realistic texts, no markers.
 */

export type Role = {
  title: string;
  experience: ExperienceOption;
  jobTypes: JobType[];
  salary: [number, number];
  skillTags: string[];
  /** the job's industry where it is not software and IT services */
  industry?: Industry;
  responsibilities: string;
  requirements: string;
  /** the candidates' side: the headline and the job they hold now */
  headline: string;
  tags: string[];
};

export const ROLES: readonly Role[] = [
  {
    title: 'Backend-Entwickler:in (Java, Kafka)',
    experience: '3_years',
    jobTypes: ['full_time'],
    salary: [62_000, 78_000],
    skillTags: ['Java', 'Kafka', 'PostgreSQL'],
    responsibilities:
      '<ul><li>Sie bauen die Dienste, die Schiffsankünfte und Liegeplätze in Echtzeit abgleichen.</li><li>Sie betreiben sie mit uns in der Cloud.</li></ul>',
    requirements: '<ul><li>Erfahrung mit Java und Messaging</li><li>Gutes Deutsch oder Englisch</li></ul>',
    headline: 'Backend-Entwickler mit Java und Kafka',
    tags: ['Java', 'Kafka', 'Spring Boot'],
  },
  {
    title: 'Frontend-Entwickler:in (React)',
    experience: '2_3_years',
    jobTypes: ['full_time', 'part_time'],
    salary: [55_000, 70_000],
    skillTags: ['React', 'TypeScript', 'CSS'],
    responsibilities:
      '<p>Sie entwickeln die Oberflächen, mit denen Disponentinnen und Disponenten ihre Terminals planen.</p>',
    requirements: '<ul><li>Erfahrung mit React und TypeScript</li><li>Sinn für Barrierefreiheit</li></ul>',
    headline: 'Frontend-Entwicklerin mit React',
    tags: ['React', 'TypeScript', 'Barrierefreiheit'],
  },
  {
    title: 'Data Engineer (Python, Airflow)',
    experience: '3_4_years',
    jobTypes: ['full_time'],
    salary: [65_000, 80_000],
    skillTags: ['Python', 'Airflow', 'SQL'],
    responsibilities: '<p>You build the pipelines that turn AIS positions and crane data into forecasts.</p>',
    requirements: '<ul><li>Python and SQL in production</li><li>Good English</li></ul>',
    headline: 'Data Engineer, Python und SQL',
    tags: ['Python', 'Airflow', 'SQL'],
  },
  {
    title: 'Disponent:in Containerlogistik',
    experience: '2_years',
    jobTypes: ['full_time'],
    salary: [42_000, 50_000],
    skillTags: ['Disposition', 'SAP', 'Containerlogistik'],
    industry: 'transportation_logistics',
    responsibilities:
      '<p>Sie planen Umfuhren zwischen Terminal, Bahn und Lkw und halten Fristen im Blick.</p>',
    requirements: '<ul><li>Kaufmännische Ausbildung in der Logistik</li><li>Erfahrung mit SAP</li></ul>',
    headline: 'Speditionskauffrau mit Erfahrung in der Disposition',
    tags: ['Disposition', 'SAP', 'Zollpapiere'],
  },
  {
    title: 'IT-Administrator:in Netzwerke',
    experience: '4_years',
    jobTypes: ['full_time'],
    salary: [52_000, 64_000],
    skillTags: ['Netzwerke', 'Linux', 'Firewalls'],
    responsibilities: '<p>Sie betreuen die Netze unserer Terminals, vom Kran bis zum Rechenzentrum.</p>',
    requirements:
      '<ul><li>Ausbildung als Fachinformatiker:in</li><li>Erfahrung mit Cisco oder Juniper</li></ul>',
    headline: 'Fachinformatiker für Systemintegration',
    tags: ['Linux', 'Cisco', 'Monitoring'],
  },
  {
    title: 'Product Manager:in Terminalsoftware',
    experience: '5_years',
    jobTypes: ['full_time'],
    salary: [72_000, 88_000],
    skillTags: ['Produktmanagement', 'Scrum', 'Logistik'],
    responsibilities:
      '<p>Sie entscheiden mit Kundinnen und Team, was unsere Planungssoftware als Nächstes kann.</p>',
    requirements: '<ul><li>Erfahrung im Produktmanagement für Fachsoftware</li></ul>',
    headline: 'Product Owner für Logistiksoftware',
    tags: ['Scrum', 'Roadmaps', 'Nutzerinterviews'],
  },
  {
    title: 'QA Engineer (Testautomatisierung)',
    experience: '2_3_years',
    jobTypes: ['full_time', 'part_time'],
    salary: [50_000, 62_000],
    skillTags: ['Playwright', 'Testautomatisierung', 'CI'],
    responsibilities: '<p>Sie automatisieren die Tests unserer Planungsoberflächen und Schnittstellen.</p>',
    requirements: '<ul><li>Erfahrung mit Playwright oder Selenium</li></ul>',
    headline: 'Testautomatisiererin mit Playwright',
    tags: ['Playwright', 'Cypress', 'Jenkins'],
  },
  {
    title: 'Werkstudent:in Softwareentwicklung',
    experience: 'under_1_year',
    jobTypes: ['part_time'],
    salary: [0, 0],
    skillTags: ['TypeScript', 'Git'],
    responsibilities: '<p>Sie arbeiten 20 Stunden in der Woche in einem unserer Produktteams mit.</p>',
    requirements: '<ul><li>Eingeschrieben in Informatik oder einem verwandten Fach</li></ul>',
    headline: 'Informatikstudent im fünften Semester',
    tags: ['TypeScript', 'Git', 'Python'],
  },
  {
    title: 'Site Reliability Engineer',
    experience: 'over_5_years',
    jobTypes: ['full_time'],
    salary: [75_000, 92_000],
    skillTags: ['Kubernetes', 'Terraform', 'Prometheus'],
    responsibilities: '<p>You keep our platform up around the clock for terminals in eleven countries.</p>',
    requirements: '<ul><li>Kubernetes and Terraform in production</li><li>On-call experience</li></ul>',
    headline: 'SRE mit Kubernetes und Terraform',
    tags: ['Kubernetes', 'Terraform', 'Grafana'],
  },
  {
    title: 'Kundenberater:in Hafenlogistik',
    experience: '2_5_years',
    jobTypes: ['full_time', 'part_time'],
    salary: [48_000, 58_000],
    skillTags: ['Kundenbetreuung', 'Logistik', 'Englisch'],
    industry: 'transportation_logistics',
    responsibilities: '<p>Sie begleiten Terminals bei der Einführung unserer Software und danach.</p>',
    requirements: '<ul><li>Erfahrung in der Beratung oder im Support</li><li>Sehr gutes Englisch</li></ul>',
    headline: 'Customer Success Managerin aus der Logistik',
    tags: ['Onboarding', 'Schulungen', 'Salesforce'],
  },
  {
    title: 'UX Researcher:in',
    experience: '3_years',
    jobTypes: ['full_time', 'part_time'],
    salary: [56_000, 68_000],
    skillTags: ['Nutzerforschung', 'Interviews', 'Figma'],
    responsibilities:
      '<p>Sie beobachten, wie auf den Terminals geplant wird, und machen daraus Entscheidungen.</p>',
    requirements: '<ul><li>Erfahrung mit qualitativer Forschung</li></ul>',
    headline: 'UX Researcherin für Fachanwendungen',
    tags: ['Interviews', 'Usability-Tests', 'Figma'],
  },
  {
    title: 'IT-Security Engineer',
    experience: '4_5_years',
    jobTypes: ['full_time'],
    salary: [70_000, 86_000],
    skillTags: ['ISO 27001', 'Pentesting', 'SIEM'],
    responsibilities: '<p>Sie schützen die kritische Infrastruktur unserer Kundinnen und Kunden.</p>',
    requirements: '<ul><li>Erfahrung mit ISO 27001 und KRITIS</li></ul>',
    headline: 'Security Engineer mit KRITIS-Erfahrung',
    tags: ['ISO 27001', 'SIEM', 'Incident Response'],
  },
];

export const SITES = [
  'Hamburg',
  'Bremen',
  'Bremerhaven',
  'Kiel',
  'Rostock',
  'Wilhelmshaven',
  'Lübeck',
  'Emden',
  'Cuxhaven',
  'Berlin',
] as const;
export const WORK_PLACES: readonly WorkArrangement[][] = [['hybrid'], ['on_site'], ['remote', 'hybrid']];

export const FIRST_NAMES = [
  ['Lena', 'female'],
  ['Jonas', 'male'],
  ['Aylin', 'female'],
  ['Lukas', 'male'],
  ['Marie', 'female'],
  ['Finn', 'male'],
  ['Sara', 'female'],
  ['Paul', 'male'],
  ['Hannah', 'female'],
  ['Emil', 'male'],
  ['Ida', 'female'],
  ['Mats', 'male'],
  ['Zeynep', 'female'],
  ['Noah', 'male'],
  ['Clara', 'female'],
  ['Elias', 'male'],
  ['Greta', 'female'],
  ['Milan', 'male'],
  ['Alex', 'non_binary'],
  ['Nele', 'female'],
  ['Tom', 'male'],
  ['Lina', 'female'],
] as const satisfies readonly (readonly [string, Gender])[];
export const LAST_NAMES = [
  'Petersen',
  'Hansen',
  'Demir',
  'Jensen',
  'Schulz',
  'Nowak',
  'Brandt',
  'Krause',
  'Lorenz',
  'Albers',
  'Meyer',
  'Öztürk',
  'Wagner',
  'Thiele',
  'Kowalski',
  'Hartmann',
  'Böhm',
  'Friedrich',
  'Sommer',
  'Iversen',
];
export const EMPLOYERS = [
  'Elbe Container Service GmbH',
  'Nordsee Reederei AG',
  'Weser Software GmbH',
  'Ostsee Fracht KG',
  'Hanse IT Consulting GmbH',
  'Kai Logistik GmbH',
];
export const SCHOOLS = [
  'Universität Hamburg',
  'Hochschule Bremen',
  'Universität Rostock',
  'Fachhochschule Kiel',
];
