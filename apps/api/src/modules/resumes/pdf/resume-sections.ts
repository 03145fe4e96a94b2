import { type Locale, languageName } from '@veil/domain';
import { enumLabels, type PdfLabels } from './labels';
import {
  COLORS,
  CONTENT_WIDTH,
  drawLine,
  lineHeight,
  PAGE,
  type PageFlow,
  type TextStyle,
  textWidth,
  wrapLines,
} from './page-flow';
import { formatResumeMonth, formatResumePeriod } from './resume-dates';
import {
  drawEntry,
  drawHeading,
  drawRows,
  drawSection,
  freeTextRows,
  LEFT_COLUMN,
  RIGHT_WIDTH,
  rowsHeight,
  rowsOf,
  type Styles,
} from './resume-layout';
import type { ResumeForPdf } from './resume-pdf-input';

/*
 * The CV's sections below its header, each drawn from its part of the resume; an empty section is
 * left out.
 */

/** Skills as tags: tinted rounded boxes that wrap like words. */
export function drawTags(flow: PageFlow, tags: string[], style: TextStyle): void {
  const padX = 6;
  const height = 16;
  const gap = 5;
  const maxText = CONTENT_WIDTH - 2 * padX;
  let x = PAGE.margin;
  flow.ensure(height);
  for (const tag of tags) {
    for (const text of wrapLines(tag, maxText, style)) {
      const width = textWidth(text, style) + 2 * padX;
      if (x > PAGE.margin && x + width > PAGE.width - PAGE.margin) {
        x = PAGE.margin;
        flow.y -= height + gap;
        flow.ensure(height);
      }
      const r = 4;
      flow.page.drawSvgPath(
        `M ${r} 0 H ${width - r} Q ${width} 0 ${width} ${r} V ${height - r} Q ${width} ${height} ${width - r} ${height} H ${r} Q 0 ${height} 0 ${height - r} V ${r} Q 0 0 ${r} 0 Z`,
        { x, y: flow.y, color: COLORS.tint, borderWidth: 0 },
      );
      drawLine(flow.page, text, x + padX, flow.y - (height - lineHeight(style)) / 2, style);
      x += width + gap;
    }
  }
  flow.y -= height;
}

export type SectionContext = { flow: PageFlow; styles: Styles; labels: PdfLabels; language: Locale };

/** The profile: the personal headline and the kinds of job the candidate is open to. */
export function drawProfile({ flow, styles, labels, language }: SectionContext, resume: ResumeForPdf): void {
  const { personalHeadline, openTo } = resume.workInformation;
  if (!personalHeadline.trim() && openTo.length === 0) return;
  const text = personalHeadline.trim() ? freeTextRows(personalHeadline, CONTENT_WIDTH, styles.body, 0) : [];
  drawHeading(flow, labels.sections.profile, styles, rowsHeight(text.slice(0, 2)) || lineHeight(styles.body));
  drawRows(flow, text, PAGE.margin);
  if (openTo.length > 0) {
    if (text.length > 0) flow.space(6);
    const jobTypes = openTo.map((jobType) => enumLabels(language).jobType[jobType]).join(', ');
    drawEntry(
      flow,
      rowsOf(labels.openTo, LEFT_COLUMN, styles.side),
      rowsOf(jobTypes, RIGHT_WIDTH, styles.body),
      1,
    );
  }
}

/** Work experience: period, job title, company and its description. */
export function drawWorkExperiences(
  { flow, styles, labels, language }: SectionContext,
  resume: ResumeForPdf,
): void {
  if (resume.workExperiences.length === 0) return;
  const enums = enumLabels(language);
  const entries = resume.workExperiences.map((experience) => {
    const side = rowsOf(
      formatResumePeriod(experience.workFrom, experience.workTo, experience.currentlyWorking, language),
      LEFT_COLUMN,
      styles.side,
    );
    const head = [
      ...rowsOf(experience.jobTitle, RIGHT_WIDTH, styles.title),
      ...rowsOf(
        [
          experience.company,
          enums.industry[experience.industry],
          enums.companySize[experience.companySize],
        ].join(' · '),
        RIGHT_WIDTH,
        styles.meta,
      ),
    ];
    const description = freeTextRows(experience.jobDescription, RIGHT_WIDTH, styles.body, 4);
    return { side, main: [...head, ...description], keep: head.length + Math.min(2, description.length) };
  });
  drawSection(flow, labels.sections.workExperiences, styles, entries);
}

/** Education: period, degree, major and school. */
export function drawEducations(
  { flow, styles, labels, language }: SectionContext,
  resume: ResumeForPdf,
): void {
  const entries = resume.educations.map((education) => {
    const main = [
      ...rowsOf(education.degree, RIGHT_WIDTH, styles.title),
      ...(education.majorIn.trim() ? rowsOf(education.majorIn, RIGHT_WIDTH, styles.body) : []),
      ...rowsOf(education.school, RIGHT_WIDTH, styles.meta),
    ];
    const period = formatResumePeriod(
      education.studyFrom,
      education.studyTo,
      education.currentlyStudying,
      language,
    );
    return { side: rowsOf(period, LEFT_COLUMN, styles.side), main, keep: main.length };
  });
  drawSection(flow, labels.sections.educations, styles, entries);
}

/** Languages with their level. */
export function drawLanguages(
  { flow, styles, labels, language }: SectionContext,
  resume: ResumeForPdf,
): void {
  const entries = resume.languages.map((entry) => ({
    side: rowsOf(languageName(entry.iso, language), LEFT_COLUMN, styles.sideStrong),
    main: rowsOf(enumLabels(language).languageLevel[entry.level], RIGHT_WIDTH, styles.body),
    keep: 1,
  }));
  drawSection(flow, labels.sections.languages, styles, entries, 2);
}

/** Certifications: dates, name, issuer, credential id and link. */
export function drawCertifications(
  { flow, styles, labels, language }: SectionContext,
  resume: ResumeForPdf,
): void {
  const entries = resume.certifications.map((certification) => {
    const issued = certification.issueDate ? formatResumeMonth(certification.issueDate, language) : null;
    const expires = certification.expiryDate ? formatResumeMonth(certification.expiryDate, language) : null;
    const side = [
      ...(issued ? rowsOf(issued, LEFT_COLUMN, styles.side) : []),
      ...(expires ? rowsOf(`${labels.expires} ${expires}`, LEFT_COLUMN, styles.side) : []),
    ];
    const main = [
      ...rowsOf(certification.name, RIGHT_WIDTH, styles.title),
      ...(certification.issuingOrg.trim() ? rowsOf(certification.issuingOrg, RIGHT_WIDTH, styles.meta) : []),
      ...(certification.credentialId.trim()
        ? rowsOf(`${labels.credentialId}: ${certification.credentialId}`, RIGHT_WIDTH, styles.meta)
        : []),
      ...(certification.credentialUrl
        ? rowsOf(certification.credentialUrl, RIGHT_WIDTH, styles.link, { link: certification.credentialUrl })
        : []),
    ];
    return { side, main, keep: main.length };
  });
  drawSection(flow, labels.sections.certifications, styles, entries);
}

/** Awards: title and issuer, across the whole width. */
export function drawRewards({ flow, styles, labels }: SectionContext, resume: ResumeForPdf): void {
  if (resume.rewards.length === 0) return;
  const entries = resume.rewards.map((reward) => {
    const main = [
      ...rowsOf(reward.title, CONTENT_WIDTH, styles.title),
      ...(reward.issuer.trim() ? rowsOf(reward.issuer, CONTENT_WIDTH, styles.meta) : []),
    ];
    return { main, keep: main.length };
  });
  drawHeading(flow, labels.sections.rewards, styles, rowsHeight(entries[0]?.main ?? []));
  entries.forEach((entry, index) => {
    if (index > 0) flow.space(8);
    flow.ensure(rowsHeight(entry.main.slice(0, entry.keep)));
    drawRows(flow, entry.main, PAGE.margin);
  });
}

/** Links with their kind. */
export function drawSocialLinks(
  { flow, styles, labels, language }: SectionContext,
  resume: ResumeForPdf,
): void {
  const entries = resume.socialLinks.map((link) => ({
    side: rowsOf(enumLabels(language).candidateLinkKind[link.linkType], LEFT_COLUMN, styles.side),
    main: rowsOf(link.link, RIGHT_WIDTH, styles.link, { link: link.link }),
    keep: 1,
  }));
  drawSection(flow, labels.sections.socialLinks, styles, entries, 2);
}
