import type { ResumeProposal } from '@veil/domain';
import { findDateRange } from './dates';
import type { PdfText, TextLine } from './pdf-text';
import { addLinks, emailIn, emptyProposal, phoneIn, proposeLanguage, splitName } from './proposal';

/*
 * LinkedIn's "Save to PDF" profile: a sidebar (Contact, Top Skills, Languages, Certifications,
 * Honors-Awards, Publications) and a main column (name, headline, location, Summary, Experience,
 * Education). LinkedIn sets every kind of line in its own type size, so the size says what a line
 * is: headings 13/15.75 pt, the name 26 pt, companies and schools 12 pt, job titles 11.5 pt, dates,
 * places and descriptions 10.5 pt. Several roles at one company share the company line and its
 * total duration ("3 years 1 month"); each role becomes its own experience at that company.
 */

/**
 * Whether a PDF is a LinkedIn profile: by its document information (Title "Resume", Author
 * "LinkedIn", Apache FOP), or, as the stored copy of an upload carries no metadata (the upload
 * rewrites every PDF without it), by LinkedIn's layout: a sidebar that opens with "Contact" and
 * names the profile's linkedin.com address, and an "Experience" heading.
 */
export function isLinkedInPdf(pdf: PdfText): boolean {
  const { info, lines } = pdf;
  if (/linkedin/i.test(info.author) && (/^resume$/i.test(info.title) || /apache fop/i.test(info.producer)))
    return true;
  const opensWithContact = lines.slice(0, 3).some((line) => line.text.trim() === 'Contact');
  const namesProfile = lines.some((line) => /linkedin\.com\/in\/|\(LinkedIn\)/i.test(line.text));
  const hasExperience = lines.some((line) => line.text.trim() === 'Experience');
  return opensWithContact && namesProfile && hasExperience;
}

const near = (size: number, target: number) => Math.abs(size - target) <= 0.3;
const TOTAL_DURATION = /^\d+\s+(years?|months?)(\s+\d+\s+months?)?$/i;

/** The proposal of a LinkedIn profile PDF. */
export function parseLinkedInPdf(pdf: PdfText): ResumeProposal {
  const proposal = emptyProposal('linkedin_pdf');
  proposal.language = 'en';
  const nameLine = pdf.lines.reduce<TextLine | null>(
    (best, line) => (!best || line.size > best.size ? line : best),
    null,
  );
  if (!nameLine) return proposal;
  const mainX = nameLine.x - 10;
  const sidebar = pdf.lines.filter((line) => line.x < mainX);
  const main = pdf.lines.filter((line) => line.x >= mainX);
  readSidebar(proposal, sidebar);
  readMain(proposal, main, nameLine);
  return proposal;
}

/** Lines of one entry: a wrapped line follows closely, the next entry after a wider gap. */
function entries(lines: TextLine[]): string[] {
  const result: string[] = [];
  let previous: TextLine | null = null;
  for (const line of lines) {
    const gap = previous && previous.page === line.page ? previous.y - line.y : Number.POSITIVE_INFINITY;
    const closed = /\([\p{L} ]+\)$/u.test(result.at(-1) ?? '');
    if (previous && gap < 1.45 * line.size && !closed) {
      const last = result.pop() ?? '';
      result.push(/[-/]$/.test(last) ? last + line.text : `${last} ${line.text}`);
    } else result.push(line.text);
    previous = line;
  }
  return result;
}

function readSidebar(proposal: ResumeProposal, lines: TextLine[]): void {
  const sections = new Map<string, TextLine[]>();
  let current: TextLine[] | null = null;
  for (const line of lines) {
    if (line.size >= 12.5) {
      current = [];
      sections.set(line.text.toLowerCase(), current);
    } else current?.push(line);
  }
  for (const entry of entries(sections.get('contact') ?? [])) {
    const email = emailIn(entry);
    if (email && !proposal.userDetails.email) proposal.userDetails.email = email;
    else if (/\((mobile|home|work)\)/i.test(entry) && !proposal.userDetails.phoneNumber)
      proposal.userDetails.phoneNumber = phoneIn(entry) || entry.replace(/\(.*\)/, '').trim();
    else if (
      /\((linkedin|company|other|personal|portfolio|blog|rss feed)\)/i.test(entry) ||
      /\.[a-z]{2,}\//i.test(entry)
    )
      addLinks(proposal, [entry.replace(/\s*\([^)]*\)\s*$/, '').replace(/\s+/g, '')]);
  }
  proposal.tags.push(...entries(sections.get('top skills') ?? []));
  for (const entry of entries(sections.get('languages') ?? [])) {
    const found = entry.match(/^(.*?)\s*\(([^)]*)\)\s*$/);
    proposal.languages.push(
      found ? proposeLanguage(found[1] ?? '', found[2] ?? '') : proposeLanguage(entry, ''),
    );
  }
  for (const name of entries(sections.get('certifications') ?? []))
    proposal.certifications.push({
      name,
      issuingOrg: '',
      issueDate: null,
      expiryDate: null,
      credentialId: '',
      credentialUrl: '',
    });
  for (const title of entries(sections.get('honors-awards') ?? []))
    proposal.rewards.push({ title, issuer: '' });
}

function readMain(proposal: ResumeProposal, lines: TextLine[], nameLine: TextLine): void {
  const at = lines.indexOf(nameLine);
  Object.assign(proposal.userDetails, splitName(nameLine.text));
  const header: string[] = [];
  let index = at + 1;
  for (; index < lines.length && (lines[index]?.size ?? 0) < 15; index += 1)
    header.push(lines[index]?.text ?? '');
  if (header.length > 1) proposal.userDetails.location = header.pop() ?? '';
  proposal.userDetails.headline = header.join(' ');
  let section = '';
  const body: Record<string, TextLine[]> = { experience: [], education: [] };
  for (; index < lines.length; index += 1) {
    const line = lines[index] as TextLine;
    if (line.size >= 15) section = line.text.toLowerCase();
    else body[section]?.push(line);
  }
  readExperience(proposal, body.experience ?? []);
  readEducation(proposal, body.education ?? []);
}

type Role = ResumeProposal['workExperiences'][number] & { stage: 'title' | 'dates' | 'place' | 'text' };

function readExperience(proposal: ResumeProposal, lines: TextLine[]): void {
  let company = '';
  let role: Role | null = null;
  let previous: TextLine | null = null;
  const finish = () => {
    if (!role) return;
    const { stage: _stage, ...experience } = role;
    experience.jobDescription = experience.jobDescription.trim();
    proposal.workExperiences.push(experience);
    role = null;
  };
  for (const line of lines) {
    const gap = previous && previous.page === line.page ? previous.y - line.y : null;
    previous = line;
    if (near(line.size, 12)) {
      finish();
      company = line.text;
      continue;
    }
    if (near(line.size, 11.5)) {
      if (role?.stage === 'title') {
        role.jobTitle += ` ${line.text}`;
        continue;
      }
      finish();
      role = {
        company,
        jobTitle: line.text,
        workFrom: null,
        workTo: null,
        currentlyWorking: false,
        jobDescription: '',
        stage: 'title',
      };
      continue;
    }
    const current = role as Role | null;
    if (!current) continue; // the company's total duration
    if (current.stage === 'title') {
      const range = findDateRange(line.text);
      if (range && !TOTAL_DURATION.test(line.text)) {
        current.workFrom = range.from;
        current.workTo = range.to;
        current.currentlyWorking = range.current;
        current.stage = 'dates';
        continue;
      }
    }
    if (current.stage === 'dates' && line.text.length <= 60 && (gap === null || gap < 1.6 * line.size)) {
      current.stage = 'place'; // the role's location
      continue;
    }
    current.stage = 'text';
    current.jobDescription += current.jobDescription
      ? gap !== null && gap > 1.6 * line.size
        ? `\n${line.text}`
        : ` ${line.text}`
      : line.text;
  }
  finish();
}

function readEducation(proposal: ResumeProposal, lines: TextLine[]): void {
  const schools: { school: string; rest: string[] }[] = [];
  for (const line of lines) {
    if (near(line.size, 12)) schools.push({ school: line.text, rest: [] });
    else schools.at(-1)?.rest.push(line.text);
  }
  for (const { school, rest } of schools) {
    const text = rest.join(' ');
    const [degreeText = '', dateText = ''] = text.split(/\s*·\s*/);
    const range = findDateRange(dateText);
    const comma = degreeText.indexOf(', ');
    proposal.educations.push({
      school,
      degree: (comma >= 0 ? degreeText.slice(0, comma) : degreeText).trim(),
      majorIn: comma >= 0 ? degreeText.slice(comma + 2).trim() : '',
      studyFrom: range?.from ?? null,
      studyTo: range?.current ? null : (range?.to ?? null),
      currentlyStudying: range?.current ?? false,
    });
  }
}
