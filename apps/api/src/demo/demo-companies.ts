import type { Role } from '@veil/domain';
import { DEMO_JOB_COMPANY_PROFILE, DEMO_JOBS, type DemoJob } from './demo-jobs';

/*
 * The demo companies of `npm run seed:demo` and the /demo tour: a few companies with accounts, some
 * activated with the demo password, and the demo jobs' company (demo-jobs.ts).
 */

export type Person = {
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  role: Role;
  external?: boolean;
  active: boolean;
};
export type DemoCompany = {
  name: string;
  email: string;
  isActive: boolean;
  profile: {
    industry: string;
    location: string;
    companySize: string;
    website: string;
    introduction?: string;
    benefits?: string;
  };
  people: Person[];
  /** job posts of the company (it needs complete information for them) */
  jobs?: readonly DemoJob[];
};

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    name: 'Nordlicht Software GmbH',
    email: 'karriere@nordlicht.example',
    isActive: true,
    profile: {
      industry: 'software_it_services',
      location: 'Hamburg',
      companySize: '50-249',
      website: 'https://nordlicht.example',
    },
    people: [
      {
        firstName: 'Jana',
        lastName: 'Krüger',
        title: 'Head of People',
        email: 'jana.krueger@nordlicht.example',
        role: 'power_user',
        active: true,
      },
      {
        firstName: 'Mehmet',
        lastName: 'Yılmaz',
        title: 'Engineering Manager',
        email: 'mehmet.yilmaz@nordlicht.example',
        role: 'regular_user',
        active: true,
      },
      {
        firstName: 'Sophie',
        lastName: 'Martin',
        title: 'Tech Lead (extern)',
        email: 'sophie.martin@consulting.example',
        role: 'reviewer_user',
        external: true,
        active: false,
      },
    ],
  },
  {
    name: 'Elbwerk Logistik AG',
    email: 'jobs@elbwerk.example',
    isActive: true,
    profile: {
      industry: 'transportation_logistics',
      location: 'Bremen',
      companySize: '250-999',
      website: 'https://elbwerk.example',
    },
    people: [
      {
        firstName: 'Thomas',
        lastName: 'Becker',
        title: 'HR-Leitung',
        email: 'thomas.becker@elbwerk.example',
        role: 'power_user',
        active: true,
      },
      {
        firstName: 'Ana',
        lastName: 'Sousa',
        title: 'Recruiterin',
        email: 'ana.sousa@elbwerk.example',
        role: 'regular_user',
        active: false,
      },
    ],
  },
  {
    name: 'Rheinklang Medien KG',
    email: 'team@rheinklang.example',
    isActive: true,
    profile: {
      industry: 'media_communications',
      location: 'Köln',
      companySize: '10-49',
      website: 'https://rheinklang.example',
    },
    people: [
      {
        firstName: 'Lea',
        lastName: 'Schmitz',
        title: 'Geschäftsführerin',
        email: 'lea.schmitz@rheinklang.example',
        role: 'power_user',
        active: true,
      },
      {
        firstName: 'Kwame',
        lastName: 'Mensah',
        title: 'Senior Editor',
        email: 'kwame.mensah@rheinklang.example',
        role: 'reviewer_user',
        active: true,
      },
    ],
  },
  {
    name: 'Alpenblick Health GmbH',
    email: 'bewerbung@alpenblick.example',
    isActive: false,
    profile: {
      industry: 'health_care',
      location: 'München',
      companySize: '1000+',
      website: 'https://alpenblick.example',
    },
    people: [
      {
        firstName: 'Lukas',
        lastName: 'Hofer',
        title: 'Personalreferent',
        email: 'lukas.hofer@alpenblick.example',
        role: 'power_user',
        active: true,
      },
    ],
  },
  {
    name: 'Hafenkante Digital GmbH',
    email: 'jobs@hafenkante.example',
    isActive: true,
    profile: DEMO_JOB_COMPANY_PROFILE,
    people: [
      {
        firstName: 'Nina',
        lastName: 'Vogel',
        title: 'Talent Acquisition Lead',
        email: 'nina.vogel@hafenkante.example',
        role: 'power_user',
        active: true,
      },
    ],
    jobs: DEMO_JOBS,
  },
];
