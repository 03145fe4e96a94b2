import type { ResumeProposal } from '@veil/domain';
import { type DateRange, findDateRange, isOnlyDate } from './dates';
import type { PdfText, TextLine } from './pdf-text';
import {
  addLinks,
  emailIn,
  emptyProposal,
  languageOfText,
  phoneIn,
  proposeLanguage,
  splitName,
  urlsIn,
} from './proposal';
import { type SectionKind, sectionOf } from './sections';

/*
 * Any other PDF CV, one or two columns, English or German. The lines are cut into sections at
 * headings (known words, or a short line set well above the body size). In the sections of jobs and
 * schools an entry is anchored on its dates, wherever they stand: flush right beside the title
 * (Awesome-CV), under the company (Deedy), in a label column left of the company (moderncv, German
 * tabular CVs). The short lines right before the dates, or the text beside them, name the company
 * and the title; which is which comes from the words (Engineer, Manager, Inc., GmbH, University).
 */

const BULLET = /^[•●▪■◦○‣∙*–-]\s*/;
const TITLE_WORDS =
  /\b(engineer|developer|manager|intern|scientist|analyst|consultant|designer|architect|lead|leader|director|assistant|coordinator|researcher|fellow|student|officer|specialist|administrator|founder|co-?founder|head|professor|teacher|agent|contributor|member|scholar|postdoc|titel|job|position|cto|ceo|sre)\b|(entwickler|leiter|berater|ingenieur|praktikant|werkstudent|mitarbeiter|referent|manager|kaufm[aä]nn|fachkraft)\w*\b/i;
const ORG_WORDS =
  /\b(inc|ltd|llc|gmbh|ag|se|kg|corp|co|company|university|universität|institute|institut|firma|bank|group|labs?|college|school|schule|hochschule|gymnasium|akademie|academy|foundation|stiftung)\b\.?/i;
const SCHOOL_WORDS =
  /\b(university|universität|universitat|college|school|schule|hochschule|gymnasium|akademie|academy|institute|institut|polytechnic|postech|mit|eth|tu|fh)\b|univ\./i;
const DEGREE_WORDS =
  /\b(bachelor|master|b\.?\s?sc?|m\.?\s?sc?|b\.?a\.?|m\.?a\.?|meng|beng|ph\.?d|doctor|diplom\w*|abitur|abschluss|mba|associate|degree|ausbildung|staatsexamen|magister)\b/i;

type Entry = {
  /** index of the line with the dates */
  anchor: number;
  range: DateRange;
  /** first line of the entry (its header) and the line after its header */
  start: number;
  bodyStart: number;
  headers: string[];
  /** whether a header stood on the dates' own line after them (title beside dates, label layout) */
  besideDates: boolean;
  labelled: boolean;
};

/** The proposal of a PDF CV that is not a LinkedIn profile. */
export function parseCvText(pdf: PdfText): ResumeProposal {
  const proposal = emptyProposal('pdf');
  const lines = joinOpenRanges(pdf.lines);
  proposal.language = languageOfText(lines.map((line) => line.text).join(' '));
  const sections = splitSections(lines, pdf.bodySize);
  readHeader(proposal, sections.header, pdf);
  for (const { kind, lines: body } of sections.list) {
    if (kind === 'experience' || kind === 'career') readJobs(proposal, body, kind === 'career');
    else if (kind === 'education') readSchools(proposal, body);
    else if (kind === 'skills') readSkills(proposal, body);
    else if (kind === 'languages') readLanguages(proposal, body);
    else if (kind === 'certifications') readCertifications(proposal, body);
    else if (kind === 'honors') readHonors(proposal, body);
  }
  const all = lines.map((line) => line.text).join('\n');
  if (!proposal.userDetails.email) proposal.userDetails.email = emailIn(all);
  if (!proposal.userDetails.phoneNumber)
    proposal.userDetails.phoneNumber = phoneIn(all.replace(/\S+@\S+/g, ''));
  proposal.tags = [...new Set(proposal.tags)];
  return proposal;
}

/** "Start June 2021–" with "now" on the next row: one range. */
function joinOpenRanges(lines: TextLine[]): TextLine[] {
  const result: TextLine[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] as TextLine;
    const next = lines[i + 1];
    const first = line.segments[0];
    if (
      first &&
      next &&
      /[-–—]\s*$/.test(first.text) &&
      /^(now|present|heute|today|current|\d{1,2}[./]\d{4}|\w+\.? \d{4}|\d{4})$/i.test(next.text.trim())
    ) {
      const joined = { ...first, text: `${first.text} ${next.text.trim()}` };
      result.push({
        ...line,
        segments: [joined, ...line.segments.slice(1)],
        text: `${joined.text} ${line.segments
          .slice(1)
          .map((s) => s.text)
          .join(' ')}`.trim(),
      });
      i += 1;
    } else result.push(line);
  }
  return result;
}

function splitSections(lines: TextLine[], bodySize: number) {
  const header: TextLine[] = [];
  const list: { kind: SectionKind; lines: TextLine[] }[] = [];
  for (const line of lines) {
    const single = line.segments.length === 1 && !line.labelled;
    const kind = single ? sectionOf(line.text) : null;
    const looksLikeHeading =
      single &&
      line.size >= 1.3 * bodySize &&
      line.text.length <= 40 &&
      !/\d/.test(line.text) &&
      list.length > 0;
    if (kind || (looksLikeHeading && line.size >= 1.45 * bodySize))
      list.push({ kind: kind ?? 'other', lines: [] });
    else if (list.length === 0) header.push(line);
    else list.at(-1)?.lines.push(line);
  }
  return { header, list };
}

function readHeader(proposal: ResumeProposal, header: TextLine[], pdf: PdfText): void {
  const nameLine = header.reduce<TextLine | null>(
    (best, line) => (!best || line.size > best.size ? line : best),
    null,
  );
  if (nameLine && nameLine.size >= 1.3 * pdf.bodySize) {
    Object.assign(proposal.userDetails, splitName(nameLine.segments[0]?.text ?? nameLine.text));
    const after = header.slice(header.indexOf(nameLine) + 1).map((line) => line.text);
    const headline = after.find(
      (text) => text.length <= 80 && !emailIn(text) && !/\d{3}/.test(text) && !/[“"]/.test(text),
    );
    if (headline) proposal.userDetails.headline = headline;
    const location = after.find(
      (text) =>
        text !== headline &&
        /,/.test(text) &&
        !emailIn(text) &&
        !/\d{3,}|https?:|www\./.test(text) &&
        text.length <= 60,
    );
    if (location) proposal.userDetails.location = location;
  }
  const text = header.map((line) => line.text).join('\n');
  proposal.userDetails.email = emailIn(text);
  proposal.userDetails.phoneNumber = phoneIn(text.replace(/\S+@\S+/g, ''));
  addLinks(
    proposal,
    urlsIn(text.replace(/\S+@\S+/g, '')).filter((url) => /[./]/.test(url)),
  );
}

/** The parts of a line: its segments, each cut at " | ". */
function partsOf(line: TextLine): string[] {
  return line.segments
    .flatMap((segment) => segment.text.split(/\s*\|\s*/))
    .filter((part) => part.trim() !== '');
}

function isHeaderLike(line: TextLine, minX: number): boolean {
  const text = line.segments[0]?.text ?? '';
  return (
    !BULLET.test(text) &&
    line.x <= minX + 3 &&
    text.length <= 90 &&
    !/[.;]$/.test(text.replace(/(inc|ltd|co|corp)\.$/i, ''))
  );
}

/** The entries of a section, anchored on lines that carry a date (a range when `ranges`). */
function entriesOf(lines: TextLine[], ranges: boolean): Entry[] {
  const minX = Math.min(...lines.map((line) => line.x));
  const anchors: { index: number; range: DateRange; rest: string[]; dateFirst: boolean }[] = [];
  lines.forEach((line, index) => {
    if (BULLET.test(line.text)) return;
    const parts = partsOf(line);
    const at = parts.findIndex((part) => isOnlyDate(part));
    if (at < 0) return;
    const range = findDateRange(parts[at] as string);
    if (!range || (ranges && !range.isRange && !line.labelled)) return;
    anchors.push({ index, range, rest: parts.filter((_, i) => i !== at), dateFirst: at === 0 });
  });
  const entries: Entry[] = [];
  let floor = 0;
  for (const [n, anchor] of anchors.entries()) {
    const line = lines[anchor.index] as TextLine;
    const before: string[] = [];
    let start = anchor.index;
    for (let i = anchor.index - 1; i >= floor && before.length < 2; i -= 1) {
      const candidate = lines[i] as TextLine;
      if (!isHeaderLike(candidate, minX) || anchors.some((a) => a.index === i)) break;
      // headers grow upwards (company above title); a smaller line further up belongs to the entry before
      const below = lines[i + 1] as TextLine;
      if (before.length > 0 && candidate.size < below.size - 0.1) break;
      before.unshift(candidate.segments[0]?.text.split(/\s*\|\s*/).join(' | ') ?? '');
      start = i;
    }
    const headers = [...before];
    const beside = line.labelled || !anchor.dateFirst ? anchor.rest.slice(0, 1) : [];
    headers.push(...beside);
    let bodyStart = anchor.index + 1;
    const nextAnchor = anchors[n + 1]?.index ?? lines.length;
    const splittable = /,|\s(\||@|at|bei)\s/.test(beside[0] ?? '');
    if (before.length === 0 && (beside.length === 0 || (line.labelled && !splittable))) {
      // dates first, then the header lines ("05/2019 – heute | Firma" / "Titel")
      for (let i = bodyStart; i < nextAnchor && headers.length < (beside.length > 0 ? 2 : 3); i += 1) {
        const candidate = lines[i] as TextLine;
        if (!isHeaderLike(candidate, minX + (line.labelled ? (line.segments[1]?.x ?? 0) : 0))) break;
        headers.push(candidate.text);
        bodyStart = i + 1;
      }
    }
    entries.push({
      anchor: anchor.index,
      range: anchor.range,
      start,
      bodyStart,
      headers,
      besideDates: beside.length > 0 && !line.labelled,
      labelled: line.labelled,
    });
    floor = bodyStart;
  }
  return entries;
}

const score = (text: string, words: RegExp) => (words.test(text) ? 1 : 0);

/** Title and company of an entry's header lines. */
function titleAndCompany(entry: Entry): { title: string; company: string } {
  const headers = entry.headers.map((text) => text.trim()).filter(Boolean);
  if (headers.length >= 2) {
    let [company = '', title = ''] = headers;
    // German compounds carry the role at their end (Softwareentwicklerin); a legal form marks the organisation
    const roleScore = (text: string) => score(text, TITLE_WORDS) - score(text, ORG_WORDS);
    if (!entry.besideDates && roleScore(company) > roleScore(title)) [company, title] = [title, company];
    return { title, company };
  }
  const only = headers[0] ?? '';
  const split =
    only.match(/^(.*?)\s+(?:\||@|at|bei|–|—)\s+(.*)$/i) ?? only.match(/^(.*?),\s+(.*?)(?:,\s+[^,]*)?$/);
  if (split) {
    const [first = '', second = ''] = [split[1], split[2]];
    const firstIsTitle =
      score(first, TITLE_WORDS) - score(first, ORG_WORDS) >
        score(second, TITLE_WORDS) - score(second, ORG_WORDS) ||
      (score(first, TITLE_WORDS) === score(second, TITLE_WORDS) && /\s(@|at|bei)\s|,/.test(only));
    return firstIsTitle ? { title: first, company: second } : { title: second, company: first };
  }
  return entry.labelled ? { title: '', company: only } : { title: only, company: '' };
}

function describe(lines: TextLine[], from: number, to: number): string {
  return lines
    .slice(from, to)
    .map((line) => line.text)
    .join('\n')
    .trim();
}

function readJobs(proposal: ResumeProposal, lines: TextLine[], mixed: boolean): void {
  const entries = entriesOf(lines, true);
  entries.forEach((entry, n) => {
    const end = entries[n + 1]?.start ?? lines.length;
    const header = entry.headers.join(' ');
    if (mixed && (SCHOOL_WORDS.test(header) || DEGREE_WORDS.test(header)) && !TITLE_WORDS.test(header)) {
      proposal.educations.push(school(entry));
      return;
    }
    const { title, company } = titleAndCompany(entry);
    proposal.workExperiences.push({
      company,
      jobTitle: title,
      workFrom: entry.range.from,
      workTo: entry.range.current ? null : entry.range.to,
      currentlyWorking: entry.range.current,
      jobDescription: describe(lines, entry.bodyStart, end),
    });
  });
}

function school(entry: Entry): ResumeProposal['educations'][number] {
  const headers = entry.headers.map((text) => text.trim()).filter(Boolean);
  let schoolName = headers[0] ?? '';
  let degree = headers[1] ?? '';
  if (
    headers.length >= 2 &&
    !SCHOOL_WORDS.test(schoolName) &&
    (SCHOOL_WORDS.test(degree) || DEGREE_WORDS.test(schoolName))
  )
    [schoolName, degree] = [degree, schoolName];
  const open = entry.range.current;
  return {
    school: schoolName,
    degree,
    majorIn: '',
    studyFrom: entry.range.isRange ? entry.range.from : null,
    studyTo: open ? null : entry.range.isRange ? entry.range.to : entry.range.from,
    currentlyStudying: open,
  };
}

function readSchools(proposal: ResumeProposal, lines: TextLine[]): void {
  for (const entry of entriesOf(lines, false)) proposal.educations.push(school(entry));
}

function itemsOf(text: string): string[] {
  return text
    .split(/\s*[,;•·|]\s*/)
    .map((item) => item.replace(BULLET, '').trim())
    .filter((item) => item.length > 0 && item.length <= 100);
}

function readSkills(proposal: ResumeProposal, lines: TextLine[]): void {
  for (const line of lines) {
    const segments = line.labelled ? line.segments.slice(1) : line.segments;
    const text = segments.map((segment) => segment.text).join(', ');
    if (line.labelled && sectionOf(line.segments[0]?.text ?? '') === 'languages') {
      readLanguageText(proposal, text);
      continue;
    }
    if (/:$/.test(text) || (/^[\p{Lu}\s]+$/u.test(text) && !text.includes(','))) continue; // a category
    proposal.tags.push(...itemsOf(text.replace(/^[^:]{1,30}:\s*/, '')));
  }
}

function readLanguageText(proposal: ResumeProposal, text: string): void {
  for (const item of text.split(/\s*[,;•·]\s*(?![^(]*\))/)) {
    const found = item.match(/^([\p{L} ]+?)\s*(?:\(([^)]*)\)|[:–—-]\s*(.*))?$/u);
    if (!found) continue;
    const language = proposeLanguage(found[1] ?? '', found[2] ?? found[3] ?? '');
    if (language.iso) proposal.languages.push(language);
  }
}

function readLanguages(proposal: ResumeProposal, lines: TextLine[]): void {
  for (const line of lines) {
    if (line.segments.length > 1) {
      const [name = '', ...rest] = line.segments.map((segment) => segment.text);
      const language = proposeLanguage(name, rest.join(' '));
      if (language.iso) proposal.languages.push(language);
      else if (name.length <= 40) proposal.tags.push(name); // "GoLang – 2 years": a programming language
      continue;
    }
    readLanguageText(proposal, line.text);
  }
}

function readCertifications(proposal: ResumeProposal, lines: TextLine[]): void {
  for (const line of lines) {
    const parts = line.segments.map((segment) => segment.text);
    const date = parts.find((part) => isOnlyDate(part));
    const text = parts
      .filter((part) => part !== date)
      .join(' ')
      .replace(BULLET, '')
      .trim();
    if (!text) continue;
    const comma = text.lastIndexOf(', ');
    const range = date ? findDateRange(date) : null;
    proposal.certifications.push({
      name: comma > 0 ? text.slice(0, comma) : text,
      issuingOrg: comma > 0 ? text.slice(comma + 2) : '',
      issueDate: range?.from ?? null,
      expiryDate: null,
      credentialId: '',
      credentialUrl: '',
    });
  }
}

function readHonors(proposal: ResumeProposal, lines: TextLine[]): void {
  for (const line of lines) {
    const parts = line.segments.map((segment) => segment.text).filter((part) => !isOnlyDate(part));
    const title = parts.join(' ').replace(BULLET, '').trim();
    if (title && line.segments.length > 1) proposal.rewards.push({ title, issuer: '' });
  }
}
