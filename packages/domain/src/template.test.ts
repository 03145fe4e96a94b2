import { describe, expect, it } from 'vitest';
import { fillTemplate, templateVariablesIn } from './template';

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
