/**
 * The job generator of `npm run bench:search` (bench-search.ts): reproducible German and English jobs
 * (setseed, then one INSERT … SELECT over generate_series per chunk) from the vocabulary below and,
 * when the file is there, the English job titles of the NYC Jobs data set in ../shared/fixtures (read
 * at bench time, never stored in the repository). 5 % are drafts, 10 % closed.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPERIENCE_OPTIONS, INDUSTRIES } from '@veil/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../src/db/client';

const CHUNK = 100_000;
export const COMPANIES = 2_000;

// ---------------------------------------------------------------- vocabulary of the generator

const DE_ROLES = [
  'Softwareentwickler',
  'Entwicklerin',
  'Sachbearbeiter',
  'Kundenberater',
  'Vertriebsmitarbeiter',
  'Projektmanager',
  'Pflegefachkraft',
  'Buchhalterin',
  'Elektriker',
  'Lagerist',
  'Erzieherin',
  'Verkäuferin',
  'Berufskraftfahrer',
  'Mechatroniker',
  'Personalreferentin',
  'Controller',
  'Marketingmanagerin',
  'Teamleiter Logistik',
  'Frontend-Entwickler',
  'Backend-Entwicklerin',
  'Systemadministrator',
  'IT-Berater',
  'Steuerfachangestellte',
  'Bauleiter',
  'Maschinenbauingenieur',
  'Einkäufer',
  'Qualitätsmanager',
  'Grafikdesigner',
  'Architektin',
  'Physiotherapeut',
  'Krankenpfleger',
  'Koch',
  'Hotelfachfrau',
  'Datenanalyst',
  'Wirtschaftsprüfer',
  'Rechtsanwaltsfachangestellte',
  'Zahnmedizinische Fachangestellte',
  'Industriemechaniker',
  'Fachinformatiker Anwendungsentwicklung',
  'Kaufmann für Büromanagement',
  'Altenpflegerin',
  'Produktionshelfer',
  'Schreiner',
  'Anlagenmechaniker SHK',
  'Immobilienkaufmann',
  'Versicherungsberaterin',
  'Filialleiter',
  'Redakteurin',
  'Lehrer Mathematik',
  'Orgelbauer',
];
const EN_ROLES = [
  'Software Engineer',
  'Developer',
  'Account Manager',
  'Sales Representative',
  'Project Manager',
  'Data Scientist',
  'Product Manager',
  'Customer Success Manager',
  'DevOps Engineer',
  'UX Designer',
  'Marketing Specialist',
  'Financial Analyst',
  'Registered Nurse',
  'Project Coordinator',
  'HR Business Partner',
  'Operations Manager',
  'Web Developer',
  'Mobile Developer',
  'QA Engineer',
  'Business Analyst',
  'Office Manager',
  'Machine Learning Engineer',
  'Technical Writer',
  'Security Analyst',
  'Cloud Architect',
];
const PREFIXES_DE = ['', '', '', '', 'Senior ', 'Junior ', 'Werkstudent ', 'Leitender '];
const PREFIXES_EN = ['', '', '', '', 'Senior ', 'Junior ', 'Lead ', 'Principal '];
const SKILLS = [
  'Kommunikation',
  'Englisch',
  'Teamfähigkeit',
  'Excel',
  'SAP',
  'Java',
  'Python',
  'TypeScript',
  'SQL',
  'Führerschein Klasse B',
  'Buchhaltung',
  'Projektmanagement',
  'Kundenservice',
  'Kubernetes',
  'React',
  'Pflege',
  'Vertrieb',
  'Scrum',
  'AutoCAD',
  'DATEV',
  'Salesforce',
  'Linux',
  'Photoshop',
  'Gabelstaplerschein',
  'Erste Hilfe',
  'Rust',
  'Figma',
  'Terraform',
  'Spanisch',
  'Kryotechnik',
];
const CITIES = [
  'Berlin',
  'Hamburg',
  'München',
  'Köln',
  'Frankfurt am Main',
  'Stuttgart',
  'Düsseldorf',
  'Leipzig',
  'Dortmund',
  'Essen',
  'Bremen',
  'Dresden',
  'Hannover',
  'Nürnberg',
  'Duisburg',
  'Bochum',
  'Wuppertal',
  'Bielefeld',
  'Bonn',
  'Münster',
  'Wien',
  'Zürich',
  'London',
  'New York',
  'Amsterdam',
];
const DE_SENTENCES = [
  'Sie betreuen unsere Kunden persönlich und kompetent.',
  'Sie arbeiten eng mit den Fachabteilungen zusammen.',
  'Sie planen und steuern Projekte von der Idee bis zur Umsetzung.',
  'Sie übernehmen Verantwortung für die Qualität unserer Produkte.',
  'Sie entwickeln neue Lösungen gemeinsam mit Ihrem Team.',
  'Sie erstellen Berichte und Auswertungen für die Geschäftsleitung.',
  'Sie verfügen über eine abgeschlossene Berufsausbildung oder ein Studium.',
  'Sie bringen mehrjährige Berufserfahrung mit.',
  'Sie arbeiten selbstständig, strukturiert und zuverlässig.',
  'Gute Deutschkenntnisse in Wort und Schrift setzen wir voraus.',
  'Wir bieten eine unbefristete Festanstellung mit flexiblen Arbeitszeiten.',
  'Freuen Sie sich auf ein kollegiales Team und kurze Entscheidungswege.',
  'Wir fördern Ihre Weiterbildung mit einem eigenen Budget.',
  'Ein Jobticket und betriebliche Altersvorsorge gehören dazu.',
  'Mobiles Arbeiten ist an bis zu drei Tagen pro Woche möglich.',
  'Sie beraten unsere Mandanten in allen Fragen rund um Steuern.',
  'Sie warten und reparieren technische Anlagen.',
  'Sie sorgen für einen reibungslosen Ablauf im Lager.',
  'Sie pflegen und betreuen Patientinnen und Patienten.',
  'Sie gestalten den Alltag der Kinder in unserer Kita.',
];
const EN_SENTENCES = [
  'You will work closely with our customers and partners.',
  'You will design, build and maintain scalable services.',
  'You will own projects from the first idea to delivery.',
  'You collaborate with product, design and engineering teams.',
  'You analyse data and present insights to stakeholders.',
  'You have several years of professional experience.',
  'You hold a degree in a related field or equivalent experience.',
  'You communicate clearly in English; German is a plus.',
  'You are structured, reliable and eager to learn.',
  'We offer a permanent contract and flexible working hours.',
  'Enjoy a learning budget, modern equipment and a friendly team.',
  'Hybrid work with up to three remote days per week.',
  'Competitive salary, pension plan and public transport ticket.',
  'You mentor junior colleagues and review their work.',
  'You keep our systems secure, monitored and up to date.',
  'You manage budgets, schedules and vendor relationships.',
];

/** English titles of the NYC Jobs data set (title case), when the shared fixtures are there. */
async function nycTitles(): Promise<string[]> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const file = path.resolve(here, '../../../../shared/fixtures/jobs-import/nyc-jobs-7-columns.csv');
  try {
    const lines = (await readFile(file, 'utf8')).split('\n').slice(1);
    const titles = new Set<string>();
    for (const line of lines) {
      const title = line.split(',')[1]?.trim();
      if (!title || title.length < 6 || /[^A-Z &-]/.test(title)) continue;
      titles.add(title.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase()));
    }
    return [...titles].slice(0, 400);
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------- seeding

/**
 * Seeds `jobs` jobs of COMPANIES companies (the first ten deactivated) into an empty database of the
 * app's schema, builds the indexes and vocabularies afterwards, and returns how long it took in ms.
 */
export async function seedJobs(db: Db, jobs: number, say: (line: string) => void): Promise<number> {
  const started = Date.now();
  const enRoles = [...EN_ROLES, ...(await nycTitles())];
  await db.execute(sql`
    insert into companies (name, name_key, email, is_active, created_at)
    select 'Bench Firma ' || n, 'bench firma ' || n, 'kontakt' || n || '@bench.example', n > 10,
           timestamptz '2020-01-01' + n * interval '1 hour'
    from generate_series(1, ${sql.raw(String(COMPANIES))}) as n`);
  // the generator's indexes are built once after the rows are in (much faster than row by row)
  const indexes = await rowsOf<{ name: string; def: string }>(
    db,
    sql`select indexname as name, indexdef as def from pg_indexes
      where tablename = 'job_posts' and indexname not in ('job_posts_pkey', 'job_posts_sharable_code_unique')`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  // likewise the vocabularies of titles and places (migrations 0020, 0025): filled once from the
  // rows below, not per row
  await db.execute(sql`alter table job_posts disable trigger job_posts_title_words`);
  await db.execute(sql`alter table job_posts disable trigger job_posts_places`);
  const arr = (values: readonly string[]) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  // pick(list, skew): an element, early ones more often (skew > 1) like real word frequencies
  const pick = (list: SQL, length: number, skew = 1) =>
    sql`(${list})[1 + floor(${sql.raw(String(length))} * power(random(), ${sql.raw(String(skew))}))::int]`;
  // chunks of CHUNK jobs, two at a time; each seeds its own random sequence, so the rows do not
  // depend on which connection wrote them
  const chunks: number[] = [];
  for (let from = 1; from <= jobs; from += CHUNK) chunks.push(from);
  const writeChunk = async (from: number) => {
    const to = Math.min(jobs, from + CHUNK - 1);
    const chunkStarted = Date.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select setseed(${sql.raw(String(((from / CHUNK) % 1000) / 1000))})`);
      await tx.execute(sql`
      insert into job_posts (company_id, job_title, job_type_description, job_types, contract_type, experience,
        office_location, work_place, salary_from, salary_to, industry, responsibilities, requirements, benefits,
        skill_tags, status, sharable_code, published_at, closed_at, created_at, updated_at)
      select c.id,
        case when g.de then ${pick(arr(PREFIXES_DE), PREFIXES_DE.length)} || ${pick(arr(DE_ROLES), DE_ROLES.length, 2.5)} || ' (m/w/d)'
             else ${pick(arr(PREFIXES_EN), PREFIXES_EN.length)} || ${pick(arr(enRoles), enRoles.length, 2.5)} end,
        '',
        case floor(random() * 4)::int when 0 then array['full_time'] when 1 then array['part_time'] when 2 then array['full_time', 'part_time'] else array['freelancer'] end,
        (array['permanent','fixed_term','freelance','working_student'])[1 + floor(random() * 4)::int],
        ${pick(arr(EXPERIENCE_OPTIONS), EXPERIENCE_OPTIONS.length)},
        ${pick(arr(CITIES), CITIES.length, 1.8)},
        case floor(random() * 4)::int when 0 then array['on_site'] when 1 then array['remote'] when 2 then array['hybrid'] else array['on_site', 'hybrid'] end,
        case when g.salary then g.salary_from else 0 end,
        case when g.salary then g.salary_from + 5000 + floor(random() * 25) * 1000 else 0 end,
        ${pick(arr(INDUSTRIES), INDUSTRIES.length)},
        '<p>' || case when g.de then ${pick(arr(DE_SENTENCES), DE_SENTENCES.length)} || ' ' || ${pick(arr(DE_SENTENCES), DE_SENTENCES.length)} || ' ' || ${pick(arr(DE_SENTENCES), DE_SENTENCES.length)}
          else ${pick(arr(EN_SENTENCES), EN_SENTENCES.length)} || ' ' || ${pick(arr(EN_SENTENCES), EN_SENTENCES.length)} || ' ' || ${pick(arr(EN_SENTENCES), EN_SENTENCES.length)} end || '</p>',
        '<ul><li>' || case when g.de then ${pick(arr(DE_SENTENCES), DE_SENTENCES.length)} || '</li><li>' || ${pick(arr(DE_SENTENCES), DE_SENTENCES.length)}
          else ${pick(arr(EN_SENTENCES), EN_SENTENCES.length)} || '</li><li>' || ${pick(arr(EN_SENTENCES), EN_SENTENCES.length)} end || '</li></ul>',
        '<p>' || case when g.de then ${pick(arr(DE_SENTENCES), DE_SENTENCES.length)} else ${pick(arr(EN_SENTENCES), EN_SENTENCES.length)} end || '</p>',
        array[${pick(arr(SKILLS), SKILLS.length, 2)}, ${pick(arr(SKILLS), SKILLS.length, 2)}, ${pick(arr(SKILLS), SKILLS.length, 2)}],
        g.status,
        md5(g.n::text || 'share'),
        case when g.status <> 'draft' then g.at end,
        case when g.status = 'closed' then g.at + interval '30 days' end,
        g.at, g.at
      from (
        select n, random() < 0.6 as de, random() < 0.7 as salary, 30000 + floor(random() * 70) * 1000 as salary_from,
          case when random() < 0.05 then 'draft' when random() < 0.1 then 'closed' else 'open' end as status,
          -- about two jobs a minute over a year; every 7th shares its millisecond with the one before
          timestamptz '2025-01-01' + (n - n % 7 * (n % 2)) * interval '30 seconds' + (n % 7) * interval '1 microsecond' as at,
          1 + (n::bigint * 7919) % ${sql.raw(String(COMPANIES))} as company_number
        from generate_series(${from}::int, ${to}::int) as n
      ) g
      join (select id, row_number() over (order by created_at) as k from companies) c on c.k = g.company_number`);
    });
    say(`  jobs ${from}–${to} written in ${((Date.now() - chunkStarted) / 1000).toFixed(1)} s`);
  };
  const workers = [0, 1].map(async () => {
    for (let next = chunks.shift(); next !== undefined; next = chunks.shift()) await writeChunk(next);
  });
  await Promise.all(workers);
  const indexStarted = Date.now();
  await db.execute(sql`set maintenance_work_mem = '512MB'`);
  for (const index of indexes) await db.execute(sql.raw(index.def));
  say(`  indexes built in ${((Date.now() - indexStarted) / 1000).toFixed(1)} s`);
  const wordsStarted = Date.now();
  await db.execute(sql`insert into job_title_words (word, jobs)
    select word, count(*)::int from job_posts j
    join companies c on c.id = j.company_id and c.is_active
    cross join lateral job_title_words_of(j.job_title) as word
    where j.status <> 'draft' group by word
    on conflict do nothing`);
  await db.execute(sql`alter table job_posts enable trigger job_posts_title_words`);
  await db.execute(sql`insert into job_places (place, jobs)
    select j.office_location, count(*)::int from job_posts j
    join companies c on c.id = j.company_id and c.is_active
    where j.status <> 'draft' group by j.office_location
    on conflict do nothing`);
  await db.execute(sql`alter table job_posts enable trigger job_posts_places`);
  const [vocabulary] = await rowsOf<{ words: number; places: number }>(
    db,
    sql`select (select count(*)::int from job_title_words) as words, (select count(*)::int from job_places) as places`,
  );
  say(
    `  vocabularies of ${vocabulary?.words} title words and ${vocabulary?.places} places in ${((Date.now() - wordsStarted) / 1000).toFixed(1)} s`,
  );
  await db.execute(sql`vacuum analyze job_posts`);
  await db.execute(sql`analyze`);
  return Date.now() - started;
}
