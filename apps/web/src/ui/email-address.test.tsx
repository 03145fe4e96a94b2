import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, emailParts } from './email-address';

describe('EmailAddress', () => {
  it('may wrap after the @ and before dots only', () => {
    expect(emailParts('greta.hansen@hafenblick.example')).toEqual([
      'greta',
      '.hansen@',
      'hafenblick',
      '.example',
    ]);
  });

  it('reads as the whole address and forbids breaks inside its words', () => {
    const { container } = render(<EmailAddress email="greta.hansen@hafenblick.example" />);
    const span = container.firstElementChild as HTMLElement;
    expect(span).toHaveTextContent('greta.hansen@hafenblick.example');
    expect(span.querySelectorAll('wbr')).toHaveLength(3);
    expect(span.style.overflowWrap).toBe('normal');
  });
});
