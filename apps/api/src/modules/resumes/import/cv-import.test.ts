import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sanitizePdf } from '../../media/pdf-sanitizer';
import { importCv } from './cv-import';
import { CvImportError } from './cv-import-error';

type Text = { text: string; x: number; y: number; size: number; bold?: boolean };

/** A one-page PDF with the given lines set where they say; metadata for the LinkedIn case. */
async function makePdf(
  pages: Text[][],
  meta?: { title: string; author: string; producer: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    for (const line of lines)
      page.drawText(line.text, { x: line.x, y: line.y, size: line.size, font: line.bold ? bold : regular });
  }
  if (meta) {
    doc.setTitle(meta.title);
    doc.setAuthor(meta.author);
    doc.setProducer(meta.producer);
  }
  return doc.save();
}

/** Lines from the top of a column, one below the other. */
function column(x: number, top: number, lines: [string, number, number?][]): Text[] {
  let y = top;
  return lines.map(([text, size, gap]) => {
    y -= gap ?? size * 1.4;
    return { text, x, y, size };
  });
}

describe('importCv on a LinkedIn "Save to PDF" profile', () => {
  it('reads the sidebar and each role of a company with several roles, across a page break', async () => {
    const sidebar = column(21.6, 760, [
      ['Contact', 13],
      ['jane@example.org', 10.5, 19],
      ['www.linkedin.com/in/jane-', 11, 24],
      ['example (LinkedIn)', 11, 14.4],
      ['Top Skills', 13, 35],
      ['Event Planning', 10.5, 19],
      ['Budgeting', 10.5, 17.6],
      ['Languages', 13, 35],
      ['English (Native or Bilingual)', 10.5, 19],
      ['German (Limited Working)', 10.5, 17.6],
    ]);
    const main = column(223.6, 760, [
      ['Jane Example', 26, 30],
      ['Events Lead at Acme Events', 12, 21],
      ['Berlin, Germany', 12, 15.4],
      ['Experience', 15.75, 40],
      ['Acme Events', 12, 30],
      ['3 years 1 month', 10.5, 16.5],
      ['Events Lead', 11.5, 21],
      ['October 2024 - Present (9 months)', 10.5, 14.5],
      ['Berlin, Germany', 10.5, 14.7],
      ['Event Coordinator', 11.5, 35],
      ['June 2022 - October 2024 (2 years 5 months)', 10.5, 14.5],
      ['Globex', 12, 42],
      ['Marketing Intern', 11.5, 16],
      ['May 2020 - May 2022 (2 years 1 month)', 10.5, 14.5],
    ]);
    const footer = (page: number): Text => ({ text: `Page ${page} of 2`, x: 384, y: 14, size: 9 });
    const page2 = column(223.6, 760, [
      ['Education', 15.75, 20],
      ['Example University', 12, 25],
      ['Bachelor of Arts (B.A.), Sociology · (2014 - 2018)', 10.5, 17.6],
    ]);
    const bytes = await makePdf(
      [
        [...sidebar, ...main, footer(1)],
        [...page2, footer(2)],
      ],
      {
        title: 'Resume',
        author: 'LinkedIn',
        producer: 'Apache FOP Version 2.2',
      },
    );
    const proposal = await importCv({ fileName: 'Profile.pdf', bytes });
    expect(proposal.source).toBe('linkedin_pdf');
    // the stored copy of an upload has no metadata: the layout alone tells it is LinkedIn's
    expect(await importCv({ fileName: 'Profile.pdf', bytes: await sanitizePdf(bytes) })).toEqual(proposal);
    expect(proposal.userDetails).toMatchObject({
      firstName: 'Jane',
      lastName: 'Example',
      email: 'jane@example.org',
      headline: 'Events Lead at Acme Events',
      location: 'Berlin, Germany',
    });
    expect(proposal.socialLinks).toEqual([
      { linkType: 'linkedIn', link: 'https://www.linkedin.com/in/jane-example' },
    ]);
    expect(proposal.tags).toEqual(['Event Planning', 'Budgeting']);
    expect(proposal.languages).toEqual([
      { name: 'English', iso: 'eng', level: 'business_fluent' },
      { name: 'German', iso: 'deu', level: 'good_knowledge' },
    ]);
    expect(
      proposal.workExperiences.map((w) => [w.company, w.jobTitle, w.workFrom, w.workTo, w.currentlyWorking]),
    ).toEqual([
      ['Acme Events', 'Events Lead', '2024-10', null, true],
      ['Acme Events', 'Event Coordinator', '2022-06', '2024-10', false],
      ['Globex', 'Marketing Intern', '2020-05', '2022-05', false],
    ]);
    expect(proposal.educations).toEqual([
      {
        school: 'Example University',
        degree: 'Bachelor of Arts (B.A.)',
        majorIn: 'Sociology',
        studyFrom: '2014-01',
        studyTo: '2018-12',
        currentlyStudying: false,
      },
    ]);
  });
});

describe('importCv on other PDF CVs', () => {
  it('reads a one-column German CV with a label column of dates', async () => {
    const lines: Text[] = [
      { text: 'Max Mustermann', x: 60, y: 740, size: 24 },
      { text: 'Berufserfahrung', x: 160, y: 690, size: 14 },
      { text: '03/2019 – heute', x: 60, y: 670, size: 10 },
      { text: 'Beispiel GmbH', x: 160, y: 670, size: 10 },
      { text: 'Softwareentwickler', x: 160, y: 656, size: 10 },
      { text: 'Entwicklung von Webanwendungen.', x: 160, y: 642, size: 10 },
      { text: '09/2015 – 02/2019', x: 60, y: 620, size: 10 },
      { text: 'Muster AG', x: 160, y: 620, size: 10 },
      { text: 'Werkstudent', x: 160, y: 606, size: 10 },
      { text: 'Ausbildung', x: 160, y: 570, size: 14 },
      { text: '2011 – 2015', x: 60, y: 550, size: 10 },
      { text: 'Technische Universität München', x: 160, y: 550, size: 10 },
      { text: 'Bachelor of Science Informatik', x: 160, y: 536, size: 10 },
      { text: 'Sprachen', x: 160, y: 500, size: 14 },
      {
        text: 'Deutsch (Muttersprache), Englisch (verhandlungssicher), Französisch (Grundkenntnisse)',
        x: 160,
        y: 480,
        size: 10,
      },
      { text: 'Kenntnisse', x: 160, y: 450, size: 14 },
      { text: 'TypeScript, PostgreSQL, Docker', x: 160, y: 430, size: 10 },
    ];
    const proposal = await importCv({ fileName: 'lebenslauf.pdf', bytes: await makePdf([lines]) });
    expect(proposal.source).toBe('pdf');
    expect(proposal.language).toBe('de');
    expect(proposal.userDetails.firstName).toBe('Max');
    expect(
      proposal.workExperiences.map((w) => [w.company, w.jobTitle, w.workFrom, w.workTo, w.currentlyWorking]),
    ).toEqual([
      ['Beispiel GmbH', 'Softwareentwickler', '2019-03', null, true],
      ['Muster AG', 'Werkstudent', '2015-09', '2019-02', false],
    ]);
    expect(proposal.educations[0]).toMatchObject({
      school: 'Technische Universität München',
      degree: 'Bachelor of Science Informatik',
      studyFrom: '2011-01',
      studyTo: '2015-12',
    });
    expect(proposal.languages).toEqual([
      { name: 'Deutsch', iso: 'deu', level: 'business_fluent' },
      { name: 'Englisch', iso: 'eng', level: 'business_fluent' },
      { name: 'Französisch', iso: 'fra', level: 'basic_knowledge' },
    ]);
    expect(proposal.tags).toEqual(['TypeScript', 'PostgreSQL', 'Docker']);
  });

  it('reads a two-column CV column by column', async () => {
    const left = column(36, 700, [
      ['EDUCATION', 16],
      ['STATE UNIVERSITY', 12],
      ['BS IN COMPUTER SCIENCE', 11],
      ['May 2014 | Springfield', 10],
      ['SKILLS', 16, 30],
      ['Java • Python • SQL', 10],
    ]);
    const right = column(220, 700, [
      ['EXPERIENCE', 16],
      ['INITECH | SOFTWARE ENGINEER', 12],
      ['Jan 2015 - Present | Austin, TX', 10],
      ['• Built the billing service.', 10],
      ['GLOBEX | SOFTWARE ENGINEERING INTERN', 12, 22],
      ['Jun. 2014 – Sep. 2014 | Springfield', 10],
    ]);
    const name: Text = { text: 'Sam Sample', x: 180, y: 740, size: 36 };
    const proposal = await importCv({
      fileName: 'cv.pdf',
      bytes: await makePdf([[name, ...left, ...right]]),
    });
    expect(
      proposal.workExperiences.map((w) => [w.company, w.jobTitle, w.workFrom, w.workTo, w.currentlyWorking]),
    ).toEqual([
      ['INITECH', 'SOFTWARE ENGINEER', '2015-01', null, true],
      ['GLOBEX', 'SOFTWARE ENGINEERING INTERN', '2014-06', '2014-09', false],
    ]);
    expect(proposal.educations[0]).toMatchObject({
      school: 'STATE UNIVERSITY',
      degree: 'BS IN COMPUTER SCIENCE',
      studyTo: '2014-05',
    });
    expect(proposal.tags).toEqual(['Java', 'Python', 'SQL']);
  });
});

describe('importCv on CVs of any common layout (issue 42)', () => {
  it('skips a cover letter and reads a two-column German CV with its own sidebar headings', async () => {
    const letter: Text[] = [
      { text: 'Erika Brief', x: 60, y: 740, size: 18 },
      { text: 'Briefstadt, 1. Mai 2024', x: 380, y: 700, size: 11 },
      { text: 'Sehr geehrte Damen und Herren,', x: 60, y: 640, size: 11 },
      { text: 'hiermit bewerbe ich mich um die Stelle.', x: 60, y: 620, size: 11 },
      { text: 'Mit freundlichen Grüßen', x: 60, y: 580, size: 11 },
    ];
    const sidebar = column(30, 700, [
      ['Kontakt', 14],
      ['anna@example.org', 10],
      ['Kenntnisse', 14, 30],
      ['TypeScript', 10],
      ['PostgreSQL', 10],
      ['Sprachen', 14, 30],
      ['Deutsch (Muttersprache)', 10],
    ]);
    const main = column(220, 700, [
      ['Praktische Tätigkeiten', 14],
      ['Entwicklerin, 2019 – heute', 10],
      ['Beispiel GmbH', 10],
      ['Betreuung der Webanwendung.', 10],
      ['Werkstudentin, 2016 – 2018', 10, 24],
      ['Muster AG', 10],
    ]);
    const name: Text = { text: 'Anna Muster', x: 30, y: 740, size: 24 };
    const proposal = await importCv({
      fileName: 'bewerbung.pdf',
      bytes: await makePdf([letter, [name, ...sidebar, ...main]]),
    });
    expect(proposal.language).toBe('de');
    expect(proposal.userDetails.firstName).toBe('Anna');
    expect(proposal.workExperiences.map((w) => [w.company, w.jobTitle, w.workFrom, w.workTo])).toEqual([
      ['Beispiel GmbH', 'Entwicklerin', '2019-01', null],
      ['Muster AG', 'Werkstudentin', '2016-01', '2018-12'],
    ]);
    expect(proposal.tags).toEqual(['TypeScript', 'PostgreSQL']);
  });

  it('reads a left date column with letter-spaced years and German months on the row below', async () => {
    const lines: Text[] = [
      { text: 'Lebenslauf', x: 60, y: 740, size: 24 },
      { text: 'Vorname', x: 60, y: 700, size: 10 },
      { text: 'Max', x: 160, y: 700, size: 10 },
      { text: 'Name', x: 60, y: 686, size: 10 },
      { text: 'Mustermann', x: 160, y: 686, size: 10 },
      { text: 'Geburtsdatum', x: 60, y: 672, size: 10 },
      { text: '01.01.1980', x: 160, y: 672, size: 10 },
      { text: 'Berufliche Tätigkeiten', x: 160, y: 630, size: 16 },
      { text: '2 0 0 8 – 2 0 1 2', x: 60, y: 600, size: 10 },
      { text: 'Beratung AG – Berater', x: 160, y: 600, size: 10 },
      { text: 'März', x: 60, y: 593, size: 6 },
      { text: 'Juli', x: 100, y: 593, size: 6 },
      { text: 'seit', x: 60, y: 560, size: 10 },
      { text: '2012', x: 90, y: 560, size: 10 },
      { text: 'Firma KG – Architekt', x: 160, y: 560, size: 10 },
      { text: 'August', x: 90, y: 553, size: 6 },
    ];
    const proposal = await importCv({ fileName: 'lebenslauf.pdf', bytes: await makePdf([lines]) });
    expect(proposal.userDetails).toMatchObject({ firstName: 'Max', lastName: 'Mustermann', phoneNumber: '' });
    expect(
      proposal.workExperiences.map((w) => [w.company, w.jobTitle, w.workFrom, w.workTo, w.currentlyWorking]),
    ).toEqual([
      ['Beratung AG', 'Berater', '2008-03', '2012-07', false],
      ['Firma KG', 'Architekt', '2012-08', null, true],
    ]);
  });

  it('reads headings set like the body, and the dates at the end of the title line', async () => {
    const lines = column(72, 760, [
      ['John Smith', 11],
      ['Professional Experience', 11, 30],
      ['ABC Company', 11],
      ['Senior Python Developer, 2021 - Present', 11],
      ['Built an API.', 11],
      ['XYZ Corporation', 11],
      ['Python Developer, 2019 - 2021', 11],
      ['Education', 11, 30],
      ['Master of Science in Computer Science, XYZ University, 2017', 11],
    ]);
    const proposal = await importCv({ fileName: 'resume.pdf', bytes: await makePdf([lines]) });
    expect(proposal.workExperiences.map((w) => [w.company, w.jobTitle, w.workFrom, w.workTo])).toEqual([
      ['ABC Company', 'Senior Python Developer', '2021-01', null],
      ['XYZ Corporation', 'Python Developer', '2019-01', '2021-12'],
    ]);
    expect(proposal.educations[0]).toMatchObject({ school: 'XYZ University', studyTo: '2017-01' });
  });

  it('joins a spacing diaeresis to its letter, knows German headings, and reads the CV as German', async () => {
    const lines = column(60, 760, [
      ['Erika Muster', 22],
      ['Berufliche T¨atigkeiten', 14, 34],
      ['Sachbearbeiterin, 2015 – 2019', 10],
      ['Stadtwerke M¨unchen GmbH', 10],
      ['Kernarbeitsgebiete:', 10],
      ['Abrechnung und Kundenservice für die Stadtwerke', 10],
      ['Akademische Laufbahn', 14, 30],
      ['Wissenschaftliche Mitarbeiterin, 2012 – 2015', 10],
      ['Universität Bonn', 10],
    ]);
    const proposal = await importCv({ fileName: 'lebenslauf.pdf', bytes: await makePdf([lines]) });
    expect(proposal.language).toBe('de');
    expect(proposal.workExperiences.map((w) => [w.company, w.jobTitle, w.workFrom])).toEqual([
      ['Stadtwerke München GmbH', 'Sachbearbeiterin', '2015-01'],
      ['Universität Bonn', 'Wissenschaftliche Mitarbeiterin', '2012-01'],
    ]);
    expect(proposal.educations).toEqual([]);
  });

  it('takes the jobs under a heading of unknown words, told by its size, when no known heading holds any', async () => {
    const lines = column(60, 760, [
      ['Kim Beispiel', 24],
      ['Where I made a difference', 18, 40],
      ['Data Analyst | Contoso Ltd | 2020 – 2023', 10],
      ['Built the reporting.', 10],
      ['Junior Analyst | Fabrikam Inc | 2018 – 2020', 10],
    ]);
    const proposal = await importCv({ fileName: 'cv.pdf', bytes: await makePdf([lines]) });
    expect(proposal.workExperiences.map((w) => [w.company, w.jobTitle, w.workFrom, w.workTo])).toEqual([
      ['Contoso Ltd', 'Data Analyst', '2020-01', '2023-12'],
      ['Fabrikam Inc', 'Junior Analyst', '2018-01', '2020-12'],
    ]);
  });

  it('takes the dates at the end of a first bullet line, and an employer set with a bullet', async () => {
    const lines: Text[] = [
      { text: 'Sam Sample', x: 60, y: 760, size: 22 },
      { text: 'Experience', x: 60, y: 720, size: 14 },
      { text: '• Initech Inc', x: 60, y: 700, size: 10 },
      { text: 'Backend Engineer', x: 60, y: 686, size: 10 },
      { text: '• Built the billing service.', x: 72, y: 672, size: 10 },
      { text: 'Mar 2019 – Present', x: 460, y: 672, size: 10 },
      { text: '• Ran the on-call rota.', x: 72, y: 658, size: 10 },
      { text: '• Globex Corporation', x: 60, y: 630, size: 10 },
      { text: 'Intern', x: 60, y: 616, size: 10 },
      { text: '• Wrote tests.', x: 72, y: 602, size: 10 },
      { text: 'Jun 2017 – Aug 2017', x: 460, y: 602, size: 10 },
    ];
    const proposal = await importCv({ fileName: 'resume.pdf', bytes: await makePdf([lines]) });
    expect(proposal.workExperiences.map((w) => [w.company, w.jobTitle, w.workFrom, w.workTo])).toEqual([
      ['Initech Inc', 'Backend Engineer', '2019-03', null],
      ['Globex Corporation', 'Intern', '2017-06', '2017-08'],
    ]);
    expect(proposal.workExperiences[0]?.jobDescription).toContain('Ran the on-call rota.');
  });
});

describe('importCv on a LinkedIn data export', () => {
  const csv = (rows: string[][]) =>
    strToU8(rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n'));
  const files = {
    'Profile.csv': csv([
      ['First Name', 'Last Name', 'Headline', 'Geo Location', 'Websites'],
      ['Jane', 'Example', 'Engineer ', 'Berlin, Germany', '[PERSONAL:https://example.org/me]'],
    ]),
    'Positions.csv': csv([
      ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
      ['Acme, Inc.', 'Engineer', 'Builds things', 'Berlin', 'Oct 2021', ''],
      ['Globex', 'Intern', '', '', 'Jan 2019', 'Sep 2021'],
    ]),
    'Education.csv': csv([
      ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
      ['Example University', '2014', '2018', '', 'Bachelor', ''],
    ]),
    'Skills.csv': csv([['Name'], ['TypeScript'], ['SQL']]),
    'Languages.csv': csv([
      ['Name', 'Proficiency'],
      ['English', 'Native or bilingual proficiency'],
      ['German', 'Professional working proficiency'],
    ]),
    'Email Addresses.csv': csv([
      ['Email Address', 'Confirmed', 'Primary', 'Updated On'],
      ['old@example.org', 'Yes', 'No', '10/25/17, 4:50 PM'],
      ['jane@example.org', 'Yes', 'Yes', '10/25/17, 4:50 PM'],
    ]),
    'Connections.csv': csv([['First Name'], ['Someone']]),
  };

  it('maps the ZIP to the sections', async () => {
    const proposal = await importCv({ fileName: 'Basic_LinkedInDataExport.zip', bytes: zipSync(files) });
    expect(proposal.source).toBe('linkedin_export');
    expect(proposal.userDetails).toMatchObject({
      firstName: 'Jane',
      email: 'jane@example.org',
      headline: 'Engineer',
    });
    expect(proposal.socialLinks).toEqual([{ linkType: 'website', link: 'https://example.org/me' }]);
    expect(
      proposal.workExperiences.map((w) => [w.company, w.jobTitle, w.workFrom, w.workTo, w.currentlyWorking]),
    ).toEqual([
      ['Acme, Inc.', 'Engineer', '2021-10', null, true],
      ['Globex', 'Intern', '2019-01', '2021-09', false],
    ]);
    expect(proposal.educations[0]).toMatchObject({
      school: 'Example University',
      degree: 'Bachelor',
      studyFrom: '2014-01',
    });
    expect(proposal.tags).toEqual(['TypeScript', 'SQL']);
    expect(proposal.languages).toEqual([
      { name: 'English', iso: 'eng', level: 'business_fluent' },
      { name: 'German', iso: 'deu', level: 'fluent' },
    ]);
  });

  it('reads one CSV of the export alone', async () => {
    const proposal = await importCv({ fileName: 'Skills.csv', bytes: files['Skills.csv'] });
    expect(proposal.tags).toEqual(['TypeScript', 'SQL']);
  });
});

describe('importCv refuses what it cannot read', () => {
  const codeOf = async (fileName: string, bytes: Uint8Array) => {
    const error = await importCv({ fileName, bytes }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CvImportError);
    return (error as CvImportError).code;
  };

  it('names each case by its code', async () => {
    expect(await codeOf('cv.pdf', new Uint8Array())).toBe('empty_file');
    expect(await codeOf('cv.docx', strToU8('just some text'))).toBe('unsupported_file');
    expect(
      await codeOf(
        'cv.pdf',
        strToU8('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Kids ['),
      ),
    ).toBe('unreadable_file');
    expect(await codeOf('scan.pdf', await makePdf([[]]))).toBe('no_text');
    expect(await codeOf('export.zip', zipSync({ 'notes.txt': strToU8('hello') }))).toBe('unsupported_file');
    expect(await codeOf('Skills.csv', strToU8('Name\n'))).toBe('empty_file');
  });
});
