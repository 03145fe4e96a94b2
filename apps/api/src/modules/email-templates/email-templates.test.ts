import { TEMPLATE_TYPES } from '@veil/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authCandidateUser, companies, mailMessages } from '../../db/schema';
import { sentApplication } from '../../testing/applications';
import { CANARY, canaryLeaks, canaryResume } from '../../testing/canary';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { signedInEmployer } from '../../testing/members';
import { mp4Video } from '../../testing/sample-files';
import { useTestApp } from '../../testing/test-app';
import { uploadDone, uploadRow } from '../../testing/uploads';
import { useApplicationsCompany } from '../applications/applications.testing';
import { rejectionTemplateFor } from '../applications/employer-applications.service';
import { insertJob, signedUpCandidate } from '../jobs/job-search.testing';
import { templateValuesFor } from './template-rendering';

const ctx = useTestApp();
const {
  companyId,
  jobId,
  power,
  regular,
  reviewerA,
  reviewerB,
  outsider,
  candidateWithResume,
  employerCall,
} = useApplicationsCompany(ctx);

type Member = typeof power;
const templates = (who: Member, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', body?: object) =>
  employerCall(who, method, `/templates${path}`, body);

let serial = 0;
/** A valid template write; each call a new name. */
const write = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    name: `Absage kurz ${serial}`,
    // a type no mail of these tests is sent with, so the templates made here never pick a mail's text
    type: 'reject_application_after_interview',
    locale: 'de',
    subject: 'Ihre Bewerbung als {{job_position}}',
    content: '<p>Guten Tag,</p><p>leider nein.</p><p>{{company_name}}</p>',
    cc: '',
    ...overrides,
  };
};

/** Sets the language a candidate's mails are written in. */
const speaks = (email: string, locale: 'de' | 'en') =>
  ctx.app.database.db
    .update(authCandidateUser)
    .set({ locale })
    .where(eq(authCandidateUser.email, email.toLowerCase()));

/** The issues of a refused write as `path: message`. */
const issuesOf = (body: { details?: { issues?: { path: string[]; message: string }[] } }) =>
  (body.details?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('default templates', () => {
  it('gives a company every type in German and English once, built-in copy with variables', async () => {
    const list = await templates(power, 'GET');
    expect(list.statusCode, list.body).toBe(200);
    const defaults = (
      list.json() as { id: string; type: string; locale: string; isDefault: boolean; name: string }[]
    ).filter((t) => t.isDefault);
    expect(defaults).toHaveLength(16);
    for (const type of TEMPLATE_TYPES) {
      expect(
        defaults
          .filter((t) => t.type === type)
          .map((t) => t.locale)
          .sort(),
      ).toEqual(['de', 'en']);
    }
    const audio = defaults.find((t) => t.type === 'audio_interview_invitation' && t.locale === 'de');
    const full = (await templates(power, 'GET', `/${audio?.id}`)).json();
    expect(full.content).toContain('{{due_date}}');
    expect(full.subject).toContain('{{job_position}}');
    const onSite = defaults.find((t) => t.type === 'interview_invitation_on_site' && t.locale === 'en');
    expect((await templates(power, 'GET', `/${onSite?.id}`)).json().interview).toMatchObject({
      interviewType: 'on_site',
      duration: 3600,
    });
    // a second read does not add them again, nor does a deleted default come back
    const reject = defaults.find((t) => t.type === 'reject_application' && t.locale === 'en');
    expect((await templates(power, 'DELETE', `/${reject?.id}`)).statusCode).toBe(200);
    const again = (await templates(regular, 'GET')).json() as { isDefault: boolean }[];
    expect(again.filter((t) => t.isDefault)).toHaveLength(15);
  });

  it('are given to a company the admin creates, in the same transaction', async () => {
    const { createCompany: createWithAdmin } = await import('../companies/companies.service');
    const created = await ctx.app.database.db.transaction((tx) =>
      createWithAdmin(tx, async () => undefined, {
        company: {
          name: `Vorlagenfirma ${serial}`,
          email: `kontakt-vorlagen-${serial}@vorlagen.example`,
          powerUser: {
            firstName: 'Vera',
            lastName: 'Vorlage',
            email: `vera-${serial}@vorlagen.example`,
            title: 'HR',
          },
        },
        actor: { id: 'admin', email: 'admin@veil.example' },
        locale: 'de',
      }),
    );
    const [row] = await ctx.app.database.db
      .select({ seeded: companies.emailTemplatesSeededAt })
      .from(companies)
      .where(eq(companies.id, created.id));
    expect(row?.seeded).toBeInstanceOf(Date);
    const boss = await signedInEmployer(ctx.app, created.id, 'power_user');
    expect(((await templates(boss, 'GET')).json() as unknown[]).length).toBe(16);
  });
});

describe('template rules', () => {
  it('refuses too long texts, a bad cc list and unknown variables with clear messages', async () => {
    const long = await templates(power, 'POST', '', write({ subject: 'x'.repeat(241) }));
    expect([long.statusCode, ...issuesOf(long.json())]).toEqual([400, 'subject: validation.tooLong']);
    const huge = await templates(power, 'POST', '', write({ content: `<p>${'x'.repeat(100_000)}</p>` }));
    expect(issuesOf(huge.json())).toEqual(['content: validation.tooLong']);
    const longName = await templates(power, 'POST', '', write({ name: 'n'.repeat(101) }));
    expect(issuesOf(longName.json())).toEqual(['name: validation.tooLong']);

    const badCc = await templates(power, 'POST', '', write({ cc: 'hr@firma.example; kein-adresse' }));
    expect(issuesOf(badCc.json())).toEqual(['cc: validation.emailList.invalid']);
    const { issueMessage, EmailTemplateWriteSchema } = await import('@veil/domain');
    const parsed = EmailTemplateWriteSchema.safeParse(write({ cc: 'a@b.de, nope' }));
    expect(parsed.error?.issues.map((issue) => issueMessage(issue, 'en'))).toEqual(['Invalid email list']);
    expect(parsed.error?.issues.map((issue) => issueMessage(issue, 'de'))).toEqual([
      'Ungültige E-Mail-Liste',
    ]);

    const unknown = await templates(
      power,
      'POST',
      '',
      write({ subject: 'Gehalt {{salary}}', content: '<p>{{ bonus }} und {{job_position}}</p>' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.issues).toEqual([
      {
        path: ['subject'],
        message: 'validation.template.unknownVariable',
        params: { variable: '{{salary}}' },
      },
      {
        path: ['content'],
        message: 'validation.template.unknownVariable',
        params: { variable: '{{bonus}}' },
      },
    ]);
    const named = EmailTemplateWriteSchema.safeParse(write({ subject: 'Gehalt {{salary}}' }));
    expect(named.error?.issues.map((issue) => issueMessage(issue, 'de'))).toEqual([
      'Die Variable {{salary}} gibt es nicht. Bitte wählen Sie eine Variable aus dem Menü.',
    ]);

    // the interview types need their interview; its type follows the template's
    const noInterview = await templates(power, 'POST', '', write({ type: 'interview_invitation_on_site' }));
    expect(issuesOf(noInterview.json())).toEqual(['interview.duration: validation.required']);
    const wrongKind = await templates(
      power,
      'POST',
      '',
      write({ type: 'interview_invitation_on_site', interview: { interviewType: 'remote', duration: 3600 } }),
    );
    // the place is set with each invitation: an on-site template may leave it empty
    expect(issuesOf(wrongKind.json())).toEqual(['interview.interviewType: validation.invalidOption']);
    const badDuration = await templates(
      power,
      'POST',
      '',
      write({ type: 'interview_invitation_remote', interview: { interviewType: 'remote', duration: 600 } }),
    );
    expect(issuesOf(badDuration.json())).toEqual(['interview.duration: validation.invalidOption']);
  });

  it('saves sanitised content and a cc list split by commas, semicolons and lines, without duplicates', async () => {
    const saved = await templates(
      power,
      'POST',
      '',
      write({
        content: '<p onclick="x()">Hallo {{company_name}}</p><script>alert(1)</script><img src="x">',
        cc: 'HR@Firma.example; lead@firma.example\nhr@firma.example,  ',
        type: 'interview_invitation_on_site',
        interview: { interviewType: 'on_site', duration: 5400, location: 'Hafenstraße 1, Hamburg' },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      content: '<p>Hallo {{company_name}}</p>',
      cc: ['hr@firma.example', 'lead@firma.example'],
      interview: { interviewType: 'on_site', duration: 5400, location: 'Hafenstraße 1, Hamburg' },
      isDefault: false,
      welcomeVideo: null,
    });
    // the interview of a type without one is not kept
    const plain = await templates(
      power,
      'POST',
      '',
      write({ interview: { interviewType: 'remote', duration: 3600, location: '' } }),
    );
    expect(plain.json().interview).toBeNull();
  });

  it('keeps names unique per company without regard to case, and says when a template is missing', async () => {
    const first = await templates(power, 'POST', '', write({ name: 'Absage Standard' }));
    expect(first.statusCode).toBe(200);
    const twice = await call(ctx.app, 'employer', 'POST', '/api/templates', {
      cookie: power.cookie,
      body: write({ name: 'absage standard' }),
      locale: 'de',
    });
    expect([twice.statusCode, twice.json().code, twice.json().message]).toEqual([
      409,
      'template_name_in_use',
      'Eine Vorlage mit diesem Namen gibt es bereits.',
    ]);
    // another company may use the name
    expect((await templates(outsider, 'POST', '', write({ name: 'Absage Standard' }))).statusCode).toBe(200);
    const other = await templates(power, 'POST', '', write());
    const renamed = await templates(power, 'PUT', `/${other.json().id}`, write({ name: 'ABSAGE STANDARD' }));
    expect(renamed.json().code).toBe('template_name_in_use');

    const missing = await templates(power, 'GET', `/${crypto.randomUUID()}`);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'template_not_found']);
    // another company's template is, for them, a template that does not exist
    const foreign = await templates(outsider, 'GET', `/${first.json().id}`);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'template_not_found']);
    expect((await templates(outsider, 'PUT', `/${first.json().id}`, write())).json().code).toBe(
      'template_not_found',
    );
    expect((await templates(outsider, 'DELETE', `/${first.json().id}`)).json().code).toBe(
      'template_not_found',
    );
  });
});

describe('who may do what', () => {
  it('lets regular users read and preview only, and refuses reviewers everything', async () => {
    const made = (await templates(power, 'POST', '', write())).json();
    expect((await templates(regular, 'GET')).statusCode).toBe(200);
    expect((await templates(regular, 'GET', `/${made.id}`)).json().name).toBe(made.name);
    expect((await templates(regular, 'POST', '/preview', write())).statusCode).toBe(200);
    for (const [method, path, body] of [
      ['POST', '', write()],
      ['PUT', `/${made.id}`, write()],
      ['POST', `/${made.id}/duplicate`, {}],
      ['DELETE', `/${made.id}`, undefined],
    ] as const) {
      const res = await templates(regular, method, path, body);
      expect([method, path, res.statusCode, res.json().code]).toEqual([
        method,
        path,
        403,
        'forbidden_to_access_data',
      ]);
    }
    for (const [method, path] of [
      ['GET', ''],
      ['GET', `/${made.id}`],
      ['POST', '/preview'],
      ['POST', ''],
    ] as const) {
      const res = await templates(reviewerA, method, path, method === 'POST' ? write() : undefined);
      expect([method, path, res.statusCode]).toEqual([method, path, 403]);
    }
    // unchanged after all the refusals
    expect((await templates(power, 'GET', `/${made.id}`)).json()).toMatchObject({ name: made.name });
  });
});

describe('duplicate and delete', () => {
  it('copies under a free name and shares the welcome video until the last template linking it goes', async () => {
    const video = await uploadDone(ctx.app, 'employer', power.cookie, {
      type: 'template_video',
      filename: 'Willkommen im Team.mp4',
      mediaType: 'video/mp4',
      body: mp4Video(),
    });
    const source = await templates(
      power,
      'POST',
      '',
      write({ name: 'Mit Video', welcomeVideoUploadId: video }),
    );
    expect(source.statusCode, source.body).toBe(200);
    expect(source.json().welcomeVideo).toMatchObject({ uploadId: video, contentType: 'video/mp4' });
    const copy = await templates(power, 'POST', `/${source.json().id}/duplicate`, {});
    expect(copy.json()).toMatchObject({ name: 'Mit Video (Kopie)', content: source.json().content });
    const copy2 = await templates(power, 'POST', `/${source.json().id}/duplicate`, {});
    expect(copy2.json().name).toBe('Mit Video (Kopie 2)');
    const named = await templates(power, 'POST', `/${source.json().id}/duplicate`, { name: 'Mit Video' });
    expect(named.json().code).toBe('template_name_in_use');

    expect((await templates(power, 'DELETE', `/${source.json().id}`)).json()).toEqual({ deleted: true });
    expect((await templates(power, 'GET', `/${source.json().id}`)).json().code).toBe('template_not_found');
    expect((await uploadRow(ctx.app, video))?.status).toBe('done');
    await templates(power, 'DELETE', `/${copy.json().id}`);
    await templates(power, 'DELETE', `/${copy2.json().id}`);
    expect((await uploadRow(ctx.app, video))?.status).toBe('removed');

    // a video of another purpose is refused
    const wrong = await templates(power, 'POST', '', write({ welcomeVideoUploadId: crypto.randomUUID() }));
    expect(wrong.json().code).toBe('file_not_found');
  });
});

describe('preview', () => {
  it('renders the unsaved body with a sample application in the chosen language, listing unknown variables', async () => {
    const res = await templates(
      regular,
      'POST',
      '/preview',
      write({
        type: 'audio_interview_invitation',
        subject: 'Einladung: {{job_position}} bei {{company_name}}',
        content: '<p>Bitte bis {{due_date}} antworten. {{salary}}</p>',
        candidateLocale: 'en',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.subject).toBe('Einladung: Digital Transformation Project Manager bei Bewerbungsfirma');
    expect(preview.html).toMatch(/^<!doctype html>/);
    expect(preview.html).toContain('A message from Bewerbungsfirma');
    expect(preview.html).not.toContain('{{due_date}}');
    expect(preview.unknownVariables).toEqual(['{{salary}}']);
  });
});

describe('mails from templates', () => {
  it('uses the rejection template of the status, fills variables in the candidate’s language, sends cc copies', async () => {
    expect(rejectionTemplateFor('applied')).toBe('reject_application');
    for (const status of ['screening', 'recording', 'evaluating'] as const)
      expect(rejectionTemplateFor(status)).toBe('reject_application_before_interview');
    for (const status of ['approved', 'confirmed'] as const)
      expect(rejectionTemplateFor(status)).toBe('reject_application_after_interview');

    const custom = await templates(
      power,
      'POST',
      '',
      write({
        name: 'Absage in der Prüfung',
        type: 'reject_application_before_interview',
        subject: 'Zu {{job_position}}: leider nein',
        content: '<p>Grüße von {{company_name}}</p>',
        cc: 'hr@bewerbungsfirma.example; leitung@bewerbungsfirma.example',
      }),
    );
    expect(custom.statusCode, custom.body).toBe(200);

    // applied → the general rejection (the built-in default, in German)
    const first = await candidateWithResume('Tmpl1');
    await speaks(first.email, 'de');
    const applied = await sentApplication(ctx.app, first.cookie, jobId);
    const rejected = await employerCall(power, 'POST', `/company-applications/${applied.id}/reject`, {
      noteToCandidate: 'Danke für Ihre Zeit.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [general] = await ctx.mail.messages(first.email, 'company-template');
    expect(general?.subject).toBe('Ihre Bewerbung als Datenbankentwicklerin bei Bewerbungsfirma');
    expect(general?.text).toContain('Danke für Ihre Zeit.');
    expect(general?.text).toContain('180 Tage');

    // screening → the company's own template before the interview, with its copies
    const second = await candidateWithResume('Tmpl2');
    await speaks(second.email, 'de');
    const screened = await sentApplication(ctx.app, second.cookie, jobId);
    await employerCall(power, 'PUT', `/company-applications/${screened.id}/assignment`, {
      personInChargeId: power.id,
      reviewerIds: [reviewerA.id, reviewerB.id],
      audioReviewerIds: [],
    });
    expect(
      (await employerCall(power, 'POST', `/company-applications/${screened.id}/start-screening`)).json()
        .status,
    ).toBe('screening');
    await employerCall(power, 'POST', `/company-applications/${screened.id}/reject`, { noteToCandidate: '' });
    const [own] = await ctx.mail.messages(second.email, 'company-template');
    expect(own?.subject).toBe('Zu Datenbankentwicklerin: leider nein');
    expect(own?.html).toContain('Grüße von Bewerbungsfirma');
    const copies = await ctx.app.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.subject, 'Zu Datenbankentwicklerin: leider nein'));
    expect(copies.map((mail) => mail.toAddress).sort()).toEqual(
      ['hr@bewerbungsfirma.example', 'leitung@bewerbungsfirma.example', second.email.toLowerCase()].sort(),
    );
    // a copy never carries the candidate's address, and no mail has a Reply-To at all
    for (const copy of copies.filter((mail) => mail.toAddress !== second.email.toLowerCase())) {
      expect(`${copy.html}${copy.text}`).not.toContain(second.email.toLowerCase());
    }

    // an English candidate: the built-in English text of the type comes first …
    const third = await candidateWithResume('Tmpl3');
    await speaks(third.email, 'en');
    const enApplied = await sentApplication(ctx.app, third.cookie, jobId);
    await employerCall(power, 'PUT', `/company-applications/${enApplied.id}/assignment`, {
      personInChargeId: power.id,
      reviewerIds: [reviewerA.id],
      audioReviewerIds: [],
    });
    await employerCall(power, 'POST', `/company-applications/${enApplied.id}/start-screening`);
    await employerCall(power, 'POST', `/company-applications/${enApplied.id}/reject`, {});
    const [english] = await ctx.mail.messages(third.email, 'company-template');
    expect(english?.subject).toBe('Your application as Datenbankentwicklerin at Bewerbungsfirma');
    expect(english?.locale).toBe('en');
    expect(english?.text).toContain('deleted 180 days');

    // … and without an English one of the type, the company's German text, framed in English
    const list = (await templates(power, 'GET')).json() as { id: string; type: string; locale: string }[];
    for (const t of list.filter((t) => t.type === 'reject_application' && t.locale === 'en'))
      await templates(power, 'DELETE', `/${t.id}`);
    const secondJob = await insertJob(ctx.app, companyId, {
      jobTitle: 'Datenanalystin',
      screeningQuestions: [],
    });
    const enGeneral = await sentApplication(ctx.app, third.cookie, secondJob.id);
    await employerCall(power, 'POST', `/company-applications/${enGeneral.id}/reject`, {});
    const fallback = (await ctx.mail.messages(third.email, 'company-template')).find((mail) =>
      mail.subject.includes('Datenanalystin'),
    );
    expect(fallback?.subject).toBe('Ihre Bewerbung als Datenanalystin bei Bewerbungsfirma');
    expect(fallback?.text).toContain('A message from Bewerbungsfirma');
  });

  it('formats the due date in the candidate’s language', () => {
    const due = new Date('2026-03-05T16:00:00Z');
    const values = (locale: 'de' | 'en') =>
      templateValuesFor({ jobPosition: 'X', companyName: 'Y', dueDate: due }, locale).due_date;
    // Europe/Berlin: 17:00 on the day
    expect([values('de'), values('en')]).toEqual(['5.03.2026 17:00', '05/03/2026 17:00']);
  });
});

describe('the canary candidate is rejected with a template', () => {
  it('leaves no marker in any employer answer or in the copies to the company', async () => {
    const canary = await signedUpCandidate(ctx.app, ctx.mail, CANARY.email);
    const resume = await call(ctx.app, 'candidate', 'POST', '/api/resumes', {
      cookie: canary.cookie,
      body: canaryResume(),
    });
    expect(resume.statusCode, resume.body).toBe(200);
    const company = await createCompany(ctx.app.database.db);
    const boss = await signedInEmployer(ctx.app, company.id, 'power_user');
    const job = await insertJob(ctx.app, company.id, { screeningQuestions: [] });
    const { id } = await sentApplication(ctx.app, canary.cookie, job.id);
    const answers: string[] = [];
    const created = await templates(
      boss,
      'POST',
      '',
      write({
        name: 'Absage Standardtext',
        type: 'reject_application',
        locale: 'en',
        cc: 'kopie@firma-test.example',
      }),
    );
    answers.push(created.body);
    answers.push(
      (await employerCall(boss, 'POST', `/company-applications/${id}/reject`, { noteToCandidate: 'Danke.' }))
        .body,
    );
    answers.push((await templates(boss, 'GET')).body);
    answers.push((await templates(boss, 'GET', `/${created.json().id}`)).body);
    answers.push((await templates(boss, 'POST', '/preview', write())).body);
    answers.push((await employerCall(boss, 'GET', `/company-applications/${id}`)).body);
    const mails = await ctx.app.database.db.select().from(mailMessages);
    const toCandidate = mails.filter((mail) => mail.toAddress === CANARY.email);
    expect(toCandidate.some((mail) => mail.template === 'company-template')).toBe(true);
    const copies = mails.filter((mail) => mail.toAddress === 'kopie@firma-test.example');
    expect(copies).toHaveLength(1);
    for (const mail of copies) answers.push(`${mail.subject}\n${mail.text}\n${mail.html}`);
    expect(answers.flatMap(canaryLeaks)).toEqual([]);
  });
});
