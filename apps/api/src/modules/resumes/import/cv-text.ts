import type { ResumeProposal } from '@veil/domain';
import { type DateRange, findDateRange, isOnlyDate, joinSpacedDigits, splitTrailingDate } from './dates';
import type { PdfText, TextLine, TextSegment } from './pdf-text';
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
 * Any other PDF CV, one or two columns, English or German. A cover letter in front is skipped; the
 * lines are cut into sections at headings (the vocabulary of sections.ts, also in a column of its
 * own left of the entries or beside another column's text, or a short line set well above the body
 * size). In the sections of jobs and schools an entry is anchored on its dates, wherever they stand:
 * flush right beside the title (Awesome-CV), under the company (Deedy), in a label column left of
 * the company (moderncv, German tabular CVs, with the months on the row below the years), at the
 * end of the title line ("Senior Developer, 2021 - Present") or of the first bullet line. The short
 * lines right before the dates, or the text beside them, name the company and the title; which is
 * which comes from their order and words (Engineer, Manager, -leiterin; Inc., GmbH, University).
 */

/** bullets, and the glyphs some fonts set for them (moderncv's "{") */
const BULLET = /^[•●▪■◦○‣∙*–\-{➢►▸✓✔]\s*/;
const TITLE_WORDS =
  /\b(engineer|developer|programmer|manager|intern|internship|trainee|apprentice|scientist|analyst|consultant|designer|architect|lead|leader|director|assistant|associate|coordinator|researcher|fellow|student|officer|specialist|administrator|employee|founder|co-?founder|owner|partner|president|vp|head|professor|lecturer|tutor|instructor|teacher|agent|representative|executive|editor|writer|accountant|technician|nurse|physician|contributor|maintainer|creator|member|scholar|postdoc|titel|job|position|cto|ceo|cfo|coo|sre|devops)\b|(entwickler|leiter|berater|ingenieur|informatiker|mathematiker|physiker|techniker|architekt|praktik|werkstudent|mitarbeiter|referent|assistent|sachbearbeiter|kaufm[aä]nn|kauffrau|fachkraft|fachinformatiker|lehrer|dozent|geschäftsführer|inhaber|gründer|auszubildende|azubi|trainee|volontär)\w*\b/i;
const ORG_WORDS =
  /\b(inc|ltd|llc|llp|plc|gmbh|ag|se|kg|kgaa|ohg|gbr|ug|e\.\s?v|corp|corporation|co|company|limited|university|universität|institute|institut|firma|bank|group|gruppe|labs?|college|school|schule|hochschule|gymnasium|akademie|academy|foundation|stiftung|consulting|solutions|technologies|systems|ministry|ministerium|agency|agentur|klinik|krankenhaus|hospital)\b\.?/i;
const SCHOOL_WORDS =
  /\b(universit\w*|fachhochschule|berufsschule|realschule|gesamtschule|grundschule|universität|universitat|college|school|schule|hochschule|gymnasium|akademie|academy|institute|institut|polytechnic|postech|mit|eth|tu|fh)\b|univ\./i;
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
  const lines = joinContinuations(joinMonthsBelowYears(joinOpenRanges(withoutLetter(pdf.lines))));
  proposal.language = languageOfText(lines.map((line) => line.text).join(' '));
  const sections = splitSections(lines, pdf.bodySize);
  readHeader(proposal, sections.header, pdf);
  readPersonalLabels(proposal, lines);
  for (const { kind, lines: body } of sections.list) {
    if (kind === 'experience' || kind === 'career') readJobs(proposal, body, kind === 'career');
    else if (kind === 'education') readSchools(proposal, body);
    else if (kind === 'skills') readSkills(proposal, body);
    else if (kind === 'languages') readLanguages(proposal, body);
    else if (kind === 'certifications') readCertifications(proposal, body);
    else if (kind === 'honors') readHonors(proposal, body);
  }
  // no heading the vocabulary knows held jobs: a heading of unknown words whose entries carry date
  // ranges ("Stationen", "Where I worked") is taken for the jobs rather than losing them all
  if (proposal.workExperiences.length === 0)
    for (const { lines: body } of sections.list.filter((section) => section.unknown))
      if (entriesOf(body, true).length >= 2) readJobs(proposal, body, true);
  const all = lines.map((line) => line.text).join('\n');
  if (!proposal.userDetails.email) proposal.userDetails.email = emailIn(all);
  if (!proposal.userDetails.phoneNumber)
    proposal.userDetails.phoneNumber = phoneIn(
      lines
        .filter((line) => !BIRTH_LABEL.test(line.text))
        .map((line) => line.text)
        .join('\n')
        .replace(/\S+@\S+/g, ''),
    );
  proposal.tags = [...new Set(proposal.tags)];
  return proposal;
}

const LETTER_MARKS =
  /^(sehr geehrte|liebe[rs]? |dear |to whom it may concern|mit freundlichen grüßen|mit besten grüßen|viele grüße|freundliche grüße|sincerely|yours (sincerely|faithfully|truly)|kind regards|best regards|bewerbung (als|um|für)|application for)/i;
const CV_SECTIONS = new Set<SectionKind>(['experience', 'education', 'career', 'skills']);

/**
 * A cover letter or cover page in front of the CV: pages before the first page that opens a CV
 * section, when they hold a salutation or a closing ("Sehr geehrte Damen und Herren", "Kind
 * regards") or no section at all. Their name, town and sentences are not the CV's.
 */
function withoutLetter(lines: TextLine[]): TextLine[] {
  const pages = [...new Set(lines.map((line) => line.page))];
  const opens = (page: number) =>
    lines.some(
      (line) =>
        line.page === page &&
        CV_SECTIONS.has(sectionOf(line.segments[0]?.text ?? '') ?? 'other') &&
        line.segments.length <= 2,
    );
  const firstCv = pages.find(opens);
  if (firstCv === undefined) return lines;
  const letterPages = pages.filter(
    (page) =>
      page < firstCv && lines.some((line) => line.page === page && LETTER_MARKS.test(line.text.trim())),
  );
  if (letterPages.length === 0) return lines;
  const lastLetter = Math.max(...letterPages);
  return lines.filter((line) => line.page > lastLetter);
}

const ONLY_MONTHS = new RegExp(
  `^(?:${['jan', 'feb', 'mär', 'mar', 'apr', 'mai', 'may', 'jun', 'jul', 'aug', 'sep', 'okt', 'oct', 'nov', 'dez', 'dec'].join('|')})\\p{L}*\\.?$`,
  'iu',
);

/**
 * moderncv's German variant sets the years large and their months small on the row below
 * ("2002 – 2008" over "März  März", "seit 2006" over "April"): one date again. A lone "seit" or
 * "since" segment before its date joins it.
 */
function joinMonthsBelowYears(lines: TextLine[]): TextLine[] {
  const result: TextLine[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    let line = lines[i] as TextLine;
    const segments: TextSegment[] = [];
    for (const segment of line.segments) {
      const previous = segments.at(-1);
      if (previous && /^(seit|since|ab|from)$/i.test(previous.text) && findDateRange(segment.text))
        segments[segments.length - 1] = {
          ...previous,
          text: `${previous.text} ${segment.text}`,
          right: segment.right,
        };
      else segments.push(segment);
    }
    line = { ...line, segments, text: segments.map((segment) => segment.text).join(' ') };
    const next = lines[i + 1];
    const at = line.segments.findIndex(
      (segment) => /\d{4}/.test(joinSpacedDigits(segment.text)) && isOnlyDate(segment.text),
    );
    const dateSegment = line.segments[at];
    const months = next?.segments.map((segment) => segment.text) ?? [];
    if (
      next &&
      dateSegment &&
      next.page === line.page &&
      line.y - next.y < 1.5 * line.size &&
      months.length > 0 &&
      months.every((month) => ONLY_MONTHS.test(month)) &&
      next.segments.every((segment) => segment.x < dateSegment.right + 5)
    ) {
      let n = 0;
      const text = joinSpacedDigits(dateSegment.text).replace(/(?<!\d)(\d{4})(?!\d)/g, (year) => {
        const month = months[n];
        n += 1;
        return month ? `${month} ${year}` : year;
      });
      const joined = line.segments.map((segment, index) => (index === at ? { ...segment, text } : segment));
      result.push({ ...line, segments: joined, text: joined.map((segment) => segment.text).join(' ') });
      i += 1;
      continue;
    }
    result.push(line);
  }
  return result;
}

/**
 * A header cell broken at a hyphen ("Akademie der Wis-" over "senschaften zu Berlin", at the same
 * left edge on the next row) is one text again.
 */
function joinContinuations(lines: TextLine[]): TextLine[] {
  const result = lines.map((line) => ({ ...line, segments: [...line.segments] }));
  for (let i = 0; i + 1 < result.length; i += 1) {
    const line = result[i] as TextLine;
    const next = result[i + 1] as TextLine;
    if (line.segments.length < 2 || next.page !== line.page) continue;
    const last = line.segments.at(-1) as TextSegment;
    if (!/\p{L}-$/u.test(last.text)) continue;
    const at = next.segments.findIndex(
      (segment) => Math.abs(segment.x - last.x) <= 2 && /^\p{Ll}/u.test(segment.text),
    );
    if (at < 0) continue;
    const tail = next.segments[at] as TextSegment;
    line.segments[line.segments.length - 1] = { ...last, text: `${last.text.slice(0, -1)}${tail.text}` };
    line.text = line.segments.map((segment) => segment.text).join(' ');
    next.segments.splice(at, 1);
    next.text = next.segments.map((segment) => segment.text).join(' ');
  }
  return result.filter((line) => line.segments.length > 0);
}

const BIRTH_LABEL = /^(geburtsdatum|geboren|geb\.|date of birth|birth ?date|born|geburtstag|jahrgang)/i;
const FIRST_NAME_LABEL = /^(vorname|first name|given name)s?:?$/i;
const LAST_NAME_LABEL = /^(nachname|familienname|last name|surname|family name)s?:?$/i;
const NAME_LABEL = /^(name|vollständiger name|full name):?$/i;

/** "Vorname | Max", "Name | Mustermann" in a table of personal details: the names as labelled. */
function readPersonalLabels(proposal: ResumeProposal, lines: TextLine[]): void {
  const details = proposal.userDetails;
  let first = '';
  let last = '';
  let full = '';
  for (const line of lines) {
    if (line.segments.length < 2) continue;
    const label = (line.segments[0] as TextSegment).text.trim();
    const value = line.segments[1]?.text.trim() ?? '';
    if (!value || value.length > 60 || /\d/.test(value)) continue;
    if (FIRST_NAME_LABEL.test(label)) first ||= value;
    else if (LAST_NAME_LABEL.test(label)) last ||= value;
    else if (NAME_LABEL.test(label)) full ||= value;
  }
  if (first) {
    details.firstName = first;
    details.lastName = last || (full && full !== first ? full : details.lastName);
  } else if (full) {
    // "Name | Mustermann" beside "Vorname | Max" is the last name; alone it is the whole name
    const split = splitName(full);
    details.firstName = split.firstName;
    details.lastName = split.lastName || (last ?? '');
  } else if (last) details.lastName = last;
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
  /** `unknown`: a heading told by its size alone, whose words the vocabulary does not know */
  const list: { kind: SectionKind; lines: TextLine[]; unknown?: boolean }[] = [];
  for (const line of lines) {
    const single = line.segments.length === 1 && !line.labelled;
    const kind = single ? sectionOf(line.text) : null;
    const looksLikeHeading =
      single &&
      line.size >= 1.3 * bodySize &&
      line.text.length <= 40 &&
      !/\d/.test(line.text) &&
      // the name set large at the top is no heading; a line set smaller than it below may be
      (list.length > 0 || header.some((above) => above.size > line.size + 1));
    // a heading in a column of its own, left of the entries' dates (cvGenerator, Europass)
    const first = line.segments[0];
    const leftKind =
      !kind && line.segments.length > 1 && first && (line.segments[1]?.x ?? 0) - first.right > bodySize
        ? sectionOf(first.text)
        : null;
    const current = list.at(-1)?.kind;
    // a heading beside text of another column on the same row ("Lara Muster ‖ AUSBILDUNG")
    const besideAt =
      !kind && !leftKind && line.segments.length > 1
        ? line.segments.findIndex(
            (segment, i) =>
              i > 0 &&
              sectionOf(segment.text) !== null &&
              (segment.size >= 1.1 * bodySize || segment.text === segment.text.toUpperCase()) &&
              segment.x - (line.segments[i - 1] as TextSegment).right > 2 * bodySize,
          )
        : -1;
    if (besideAt > 0) {
      const others = line.segments.filter((_, i) => i !== besideAt);
      const rest = { ...line, segments: others, text: others.map((segment) => segment.text).join(' ') };
      // the other column's text (a sidebar's name) is read with the header, not into the section above
      header.push(rest);
      list.push({ kind: sectionOf(line.segments[besideAt]?.text ?? '') ?? 'other', lines: [] });
    } else if (leftKind && !(leftKind === 'languages' && current === 'skills')) {
      const rest = line.segments.slice(1);
      list.push({ kind: leftKind, lines: [] });
      list.at(-1)?.lines.push({
        ...line,
        x: rest[0]?.x ?? line.x,
        size: rest[0]?.size ?? line.size,
        segments: rest,
        text: rest.map((segment) => segment.text).join(' '),
        labelled: rest.length > 1 && isOnlyDate(rest[0]?.text ?? ''),
      });
    } else if (kind || (looksLikeHeading && line.size >= 1.45 * bodySize))
      list.push({ kind: kind ?? 'other', lines: [], unknown: kind === null });
    else if (list.length === 0) header.push(line);
    else list.at(-1)?.lines.push(line);
  }
  return { header, list };
}

/** Two to four capitalised words, nothing else: a name. */
const NAME_LIKE = /^(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}\p{Lu}[\p{L}'’-]*$/u;

/**
 * The name in a name line: without a "Curriculum Vitae" or "Lebenslauf" around it or brackets,
 * and in its own capitals when the template sets it in capitals ("JAN KÜSTER" → "Jan Küster").
 */
function nameOf(text: string): string {
  const name = text
    .replace(/\b(curriculum vitae|lebenslauf|résumé|resume|cv)\b[:\s–-]*/giu, '')
    .replace(/[[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(
      /(^|[\s'’-])(\p{Ll})/gu,
      (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
    );
}

function readHeader(proposal: ResumeProposal, header: TextLine[], pdf: PdfText): void {
  const largest = header.reduce<TextLine | null>(
    (best, line) => (!best || line.size > best.size ? line : best),
    null,
  );
  // set large, or (a Word CV set in one size) the first line when it reads as a name
  const first = header[0];
  const nameLine =
    largest && largest.size >= 1.3 * pdf.bodySize && nameOf(largest.segments[0]?.text ?? '')
      ? largest
      : first && NAME_LIKE.test(nameOf(first.segments[0]?.text ?? ''))
        ? first
        : null;
  if (nameLine) {
    Object.assign(proposal.userDetails, splitName(nameOf(nameLine.segments[0]?.text ?? nameLine.text)));
    const after = header.slice(header.indexOf(nameLine) + 1).map((line) => line.text);
    const name = nameOf(nameLine.segments[0]?.text ?? '').toLowerCase();
    // a line of its own words: no label ("Nationalität:"), address, link, the name again or a sentence's tail
    const headline = after.find(
      (text) =>
        text.length <= 80 &&
        !emailIn(text) &&
        !/\d{3}/.test(text) &&
        !/[“":]|https?:|www\.|\.(com|de|org|io|net)\b/.test(text) &&
        /^\p{Lu}/u.test(text) &&
        !text.toLowerCase().includes(name),
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
    // "Kernarbeitsgebiete:" opens a list, it names no school or employer
    !/[.;:]$/.test(text.replace(/(inc|ltd|co|corp|e\.\s?v|s\.a|b\.v)\.$/i, ''))
  );
}

/** "• ACME GmbH" right above a job's title: an employer set with a bullet, not a line of the job before. */
function isBulletedOrganisation(line: TextLine): boolean {
  const text = line.text.replace(BULLET, '').trim();
  return BULLET.test(line.text) && text.length <= 60 && !/[.;:,]$/.test(text) && LEGAL_FORM.test(text);
}

/** Words that only an organisation's name carries: legal forms and kinds of school. */
const LEGAL_FORM =
  /\b(inc|ltd|llc|llp|plc|gmbh|ag|se|kg|kgaa|ohg|gbr|ug|e\.\s?v|corp|corporation|limited|university|universität|hochschule)\b\.?/i;

type Anchor = {
  index: number;
  range: DateRange;
  rest: string[];
  dateFirst: boolean;
  /** a single date beside a title and employer set apart from it ("Title ‖ Org, 2011 / 11") */
  single: boolean;
  /** the dates stand at the end of the entry's first bullet line */
  onBullet: boolean;
};

/** The date of a line that anchors an entry, and the rest of the line beside it. */
function anchorOf(line: TextLine, index: number, minX: number, maxRight: number): Anchor | null {
  // a birth date in a table of personal details anchors no entry
  if (BIRTH_LABEL.test(line.text)) return null;
  const parts = partsOf(line);
  if (BULLET.test(line.text)) {
    // the job's dates flush right on its first bullet line: they anchor the entry, the bullet stays its text
    const last = parts.at(-1) ?? '';
    const range = parts.length >= 2 && isOnlyDate(last) ? findDateRange(last) : null;
    return range?.isRange
      ? { index, range, rest: [], dateFirst: false, single: false, onBullet: true }
      : null;
  }
  const at = parts.findIndex((part) => isOnlyDate(part));
  let range: DateRange | null = null;
  let rest: string[] = [];
  let dateFirst = false;
  if (at >= 0) {
    range = findDateRange(parts[at] as string);
    rest = parts.filter((_, i) => i !== at);
    dateFirst = at === 0;
  } else if (line.x <= minX + 3 && line.text.length <= 140 && !/[.;]$/.test(line.text)) {
    // "Senior Developer, 2021 - Present", "University of Bremen, 2016/09 - now"
    for (const [i, part] of parts.entries()) {
      const split = splitTrailingDate(part);
      if (!split || split.text.length > 100) continue;
      range = split.range;
      rest = parts.map((other, j) => (j === i ? split.text : other)).filter(Boolean);
      break;
    }
  }
  if (!range) return null;
  // a town set flush right after the title and employer (moderncv's fourth field)
  const last = line.segments.at(-1);
  if (
    rest.length >= 2 &&
    last &&
    rest.at(-1) === last.text &&
    Math.abs(last.right - maxRight) <= 4 &&
    last.text.split(/\s+/).length <= 2 &&
    !/\d/.test(last.text)
  )
    rest = rest.slice(0, -1);
  return {
    index,
    range,
    rest,
    dateFirst,
    single: line.segments.length >= 2 && rest.length >= 1,
    onBullet: false,
  };
}

/** The entries of a section, anchored on lines that carry a date (a range when `ranges`). */
function entriesOf(lines: TextLine[], ranges: boolean): Entry[] {
  const minX = Math.min(...lines.map((line) => line.x));
  const maxRight = Math.max(...lines.flatMap((line) => line.segments.map((segment) => segment.right)));
  const anchors: Anchor[] = [];
  lines.forEach((line, index) => {
    const anchor = anchorOf(line, index, minX, maxRight);
    if (!anchor || (ranges && !anchor.range.isRange && !line.labelled && !anchor.single)) return;
    anchors.push(anchor);
  });
  const entries: Entry[] = [];
  let floor = 0;
  for (const [n, anchor] of anchors.entries()) {
    const line = lines[anchor.index] as TextLine;
    const before: string[] = [];
    let start = anchor.index;
    for (let i = anchor.index - 1; i >= floor && before.length < 2; i -= 1) {
      const candidate = lines[i] as TextLine;
      const bulleted = before.length <= 1 && isBulletedOrganisation(candidate);
      if ((!bulleted && !isHeaderLike(candidate, minX)) || anchors.some((a) => a.index === i)) break;
      // headers grow upwards (company above title); a smaller line further up belongs to the entry before
      const below = lines[i + 1] as TextLine;
      if (before.length > 0 && candidate.size < below.size - 0.1) break;
      const text = bulleted ? candidate.text.replace(BULLET, '') : (candidate.segments[0]?.text ?? '');
      before.unshift(text.split(/\s*\|\s*/).join(' | '));
      start = i;
    }
    const headers = [...before];
    // beside the dates: the title alone, or title and employer side by side (employer nearer the dates)
    // after dates that open an unlabelled line comes a place ("Jan 2015 - Present | New York, NY")
    const beside = line.labelled || !anchor.dateFirst ? anchor.rest.slice(0, 2) : [];
    if (beside.length === 2) headers.push(beside[1] as string, beside[0] as string);
    else headers.push(...beside);
    let bodyStart = anchor.onBullet ? anchor.index : anchor.index + 1;
    const nextAnchor = anchors[n + 1]?.index ?? lines.length;
    const splittable = /,|\s(\||@|at|bei|–|—)\s/.test(beside[0] ?? '');
    const wanted = beside.length >= 2 ? 0 : beside.length === 1 ? (splittable ? 0 : 1) : 2;
    if (before.length === 0 && wanted > 0 && !anchor.onBullet) {
      // dates first (or the title beside them), then the header lines ("05/2019 – heute | Firma" / "Titel")
      const left = line.labelled ? (line.segments[1]?.x ?? minX) : minX;
      for (let i = bodyStart; i < nextAnchor && headers.length < beside.length + wanted; i += 1) {
        const candidate = lines[i] as TextLine;
        if (!isHeaderLike(candidate, left)) break;
        // the title beside the dates and the employer below it (Resume Matcher, Deedy)
        if (beside.length === 1 && !line.labelled) headers.unshift(candidate.text);
        else headers.push(candidate.text);
        bodyStart = i + 1;
      }
    }
    entries.push({
      anchor: anchor.index,
      range: anchor.range,
      start,
      bodyStart,
      headers,
      besideDates: beside.length === 1 && !line.labelled && headers.length > 1,
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
    return { title, company: organisationOf(company) };
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
    return firstIsTitle
      ? { title: first, company: organisationOf(second) }
      : { title: second, company: organisationOf(first) };
  }
  return entry.labelled ? { title: '', company: organisationOf(only) } : { title: only, company: '' };
}

/**
 * The employer without what follows it: "Stripe • San Francisco, CA", "Firma Müller GmbH,
 * Musterstr. 55, 10020 Berlin (Deutschland)". A comma stays when what follows reads as part of the
 * name ("University of California, Berkeley").
 */
function organisationOf(text: string): string {
  const name = text.split(/\s+[•·|]\s+/)[0] ?? text;
  const comma = name.indexOf(', ');
  if (comma > 0 && /\d|\(|\b(str\.|straße|strasse|street|road|avenue)\b/i.test(name.slice(comma)))
    return name.slice(0, comma);
  return name.replace(/\s*\((?:deutschland|germany|österreich|austria|schweiz|switzerland)\)$/i, '').trim();
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
      // a single month ("2011 / 11") is a job of that month
      workTo: entry.range.current ? null : entry.range.isRange ? entry.range.to : entry.range.from,
      currentlyWorking: entry.range.current,
      jobDescription: describe(lines, entry.bodyStart, end),
    });
  });
}

function school(entry: Entry): ResumeProposal['educations'][number] {
  let headers = entry.headers.map((text) => text.trim()).filter(Boolean);
  // "Master of Science in Computer Science, XYZ University" or "Fachhochschule – Dipl." on one line
  if (headers.length === 1) {
    const pieces = (headers[0] as string).split(/,\s+|\s+[|–—•]\s+/).filter(Boolean);
    const at = pieces.findIndex((piece) => SCHOOL_WORDS.test(piece) && !DEGREE_WORDS.test(piece));
    if (pieces.length >= 2 && at >= 0)
      headers = [pieces[at] as string, pieces.filter((_, i) => i !== at).join(', ')];
    else if (pieces.length === 2 && DEGREE_WORDS.test(pieces[0] as string))
      headers = [pieces[1] as string, pieces[0] as string];
  }
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
    // a category ("PROGRAMMING LANGUAGES:"), not an acronym of a skill ("AWS", "SQL")
    if (/:$/.test(text) || (/^[\p{Lu}\s]+$/u.test(text) && !text.includes(',') && text.length > 5)) continue;
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
