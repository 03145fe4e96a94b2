import { describe, expect, it } from 'vitest';
import {
  dropTemplateTokens,
  EmailTemplateWriteSchema,
  fillTemplate,
  interviewTypeOfTemplate,
  templateVariablesIn,
  unknownTemplateVariablesIn,
} from './template';

describe('fillTemplate', () => {
  it('replaces variables by their values', () => {
    const text = 'Ihre Bewerbung als {{job_position}} bei {{company_name}} bis {{due_date}}';
    expect(
      fillTemplate(text, { job_position: 'Entwickler:in', company_name: 'Acme', due_date: '5.03.2026' }),
    ).toBe('Ihre Bewerbung als Entwickler:in bei Acme bis 5.03.2026');
  });

  it('understands the camelCase spelling and spaces inside the braces', () => {
    expect(
      fillTemplate('{{ jobPosition }} / {{companyName}}', { job_position: 'Dev', company_name: 'Acme' }),
    ).toBe('Dev / Acme');
  });

  it('leaves unknown and unfilled variables visible', () => {
    expect(fillTemplate('{{company_name}} {{salary}} {{due_date}}', { company_name: 'Acme' })).toBe(
      'Acme {{salary}} {{due_date}}',
    );
  });

  it('escapes values for rich text only when asked', () => {
    const values = { company_name: 'A & B <Ltd>' };
    expect(fillTemplate('<p>{{company_name}}</p>', values, { html: true })).toBe(
      '<p>A &amp; B &lt;Ltd&gt;</p>',
    );
    expect(fillTemplate('{{company_name}}', values)).toBe('A & B <Ltd>');
  });

  it('does not re-expand a value that itself looks like a variable', () => {
    expect(fillTemplate('{{company_name}}', { company_name: '{{job_position}}', job_position: 'x' })).toBe(
      '{{job_position}}',
    );
  });
});

describe('templateVariablesIn', () => {
  it('lists each known variable once in order of appearance', () => {
    expect(templateVariablesIn('{{dueDate}} {{company_name}} {{due_date}} {{nope}}')).toEqual([
      'due_date',
      'company_name',
    ]);
  });
});

describe('unknownTemplateVariablesIn', () => {
  it('lists the tokens that are no variable, as written, each once', () => {
    expect(unknownTemplateVariablesIn('{{salary}} {{ jobPosition }} {{salary}} {{Bonus}}')).toEqual([
      'salary',
      'Bonus',
    ]);
    expect(unknownTemplateVariablesIn('{{job_position}} {single} {{}}')).toEqual([]);
  });

  it('drops what is left after filling', () => {
    expect(dropTemplateTokens('Hallo {{replace_variable}}!')).toBe('Hallo !');
  });
});

describe('EmailTemplateWriteSchema', () => {
  const base = {
    name: 'Absage',
    type: 'reject_application',
    locale: 'de',
    subject: 'Ihre Bewerbung als {{job_position}}',
    content: '<p>Leider nein.</p>',
  } as const;

  it('takes a plain template with an empty cc list and no interview', () => {
    expect(EmailTemplateWriteSchema.parse(base)).toMatchObject({ cc: [], name: 'Absage' });
  });

  it('refuses empty content (tags alone are empty) and names an unknown variable', () => {
    const empty = EmailTemplateWriteSchema.safeParse({ ...base, content: '<p> </p>' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual(['validation.required']);
    const unknown = EmailTemplateWriteSchema.safeParse({ ...base, subject: '{{gehalt}}' });
    expect(unknown.error?.issues).toMatchObject([
      {
        path: ['subject'],
        message: 'validation.template.unknownVariable',
        params: { variable: '{{gehalt}}' },
      },
    ]);
  });

  it('knows the interview type of each interview template type', () => {
    expect(interviewTypeOfTemplate('approval_message_on_site')).toBe('on_site');
    expect(interviewTypeOfTemplate('interview_invitation_remote')).toBe('remote');
    expect(interviewTypeOfTemplate('reject_application')).toBeNull();
  });
});
