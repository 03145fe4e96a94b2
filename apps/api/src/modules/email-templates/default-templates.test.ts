import { EmailTemplateWriteSchema, SUPPORTED_LOCALES, TEMPLATE_TYPES } from '@veil/domain';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../content/rich-text';
import { renderMail } from '../../mail/templates';
import { defaultInterview, defaultTemplate, defaultTemplates } from './default-templates';
import { fillTemplateMail, templateValuesFor } from './template-rendering';

const values = (locale: 'de' | 'en') =>
  templateValuesFor(
    {
      jobPosition: 'Data Engineer',
      companyName: 'Nordlicht GmbH',
      dueDate: new Date('2026-03-05T16:00:00Z'),
    },
    locale,
  );

describe('the built-in templates', () => {
  it('are sixteen, valid as a company would save them, already sanitised, filled without leftovers', () => {
    expect(defaultTemplates()).toHaveLength(TEMPLATE_TYPES.length * SUPPORTED_LOCALES.length);
    for (const template of defaultTemplates()) {
      const interview = defaultInterview(template.type, 'Hafenstraße 1, Hamburg');
      const parsed = EmailTemplateWriteSchema.safeParse({ ...template, cc: '', interview });
      expect(parsed.error?.issues ?? [], `${template.type} ${template.locale}`).toEqual([]);
      expect(sanitizeRichText(template.content)).toBe(template.content);
      const filled = fillTemplateMail(template, values(template.locale));
      expect(`${filled.subject}${filled.html}`).not.toMatch(/\{\{|\}\}/);
      expect(filled.subject).toContain('Data Engineer');
    }
    expect(defaultTemplate('audio_interview_invitation', 'de').content).toContain('{{due_date}}');
    expect(defaultTemplate('audio_interview_invitation', 'en').content).toContain('{{due_date}}');
  });

  it('write the rejection as a recruiter would: a greeting, the decision, the sign-off of the company', () => {
    const render = (locale: 'de' | 'en', note: string) =>
      renderMail('company-template', locale, {
        ...fillTemplateMail(defaultTemplate('reject_application', locale), values(locale)),
        companyName: 'Nordlicht GmbH',
        note,
        videoLink: null,
        link: 'https://candidate.veil.example/candidate/applications/list',
        isRejection: true,
      });
    const paragraphs = (text: string) => text.split('\n\n').slice(2);
    const de = render('de', 'Thank you very much.');
    // "Guten Tag," first; after the comma German goes on in lower case
    expect(paragraphs(de.text).slice(0, 2)).toEqual([
      'Guten Tag,',
      'vielen Dank für Ihr Interesse an der Stelle als Data Engineer und die Zeit, die Sie sich für Ihre Bewerbung genommen haben.',
    ]);
    expect(de.text).toContain('Persönliche Nachricht: Thank you very much.');
    expect(de.text).toContain('Mit freundlichen Grüßen\nNordlicht GmbH');
    expect(de.text).toContain('180 Tage nach dieser Absage gelöscht');
    expect(de.html).toContain('<p>Guten Tag,</p>');
    expect(de.html).toContain('Mit freundlichen Grüßen<br />Nordlicht GmbH');
    const en = render('en', '');
    expect(paragraphs(en.text)[0]).toBe('Hello,');
    expect(paragraphs(en.text)[1]).toMatch(/^Thank you for your interest in the position of Data Engineer/);
    expect(en.text).not.toContain('Personal message');
    expect(en.text).toContain('Kind regards,\nNordlicht GmbH');
    // every paragraph a sentence or a greeting: none starts in lower case but the German one after the greeting
    for (const mail of [de, en])
      for (const [index, paragraph] of paragraphs(mail.text).entries())
        if (!(mail === de && index === 1)) expect(paragraph).toMatch(/^[^a-zäöü]/);
  });

  it('escape a company name in the HTML and link the welcome video', () => {
    const mail = renderMail('company-template', 'en', {
      ...fillTemplateMail(
        defaultTemplate('audio_interview_invitation', 'en'),
        templateValuesFor({ jobPosition: '<b>X</b>', companyName: 'A & "B" <C>' }, 'en'),
      ),
      companyName: 'A & "B" <C>',
      note: '',
      videoLink: 'https://files.veil.example/welcome.mp4',
      link: 'https://candidate.veil.example/candidate/applications/list',
      isRejection: false,
    });
    expect(mail.html).not.toContain('<C>');
    expect(mail.html).not.toContain('<b>X</b>');
    expect(mail.html).toContain('href="https://files.veil.example/welcome.mp4"');
    expect(mail.text).toContain('Watch the welcome video:\nhttps://files.veil.example/welcome.mp4');
  });
});
