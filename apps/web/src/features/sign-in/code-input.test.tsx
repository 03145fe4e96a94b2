import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CodeInput } from './code-input';

function Harness() {
  const [code, setCode] = useState('');
  return (
    <>
      <CodeInput value={code} onChange={setCode} />
      <output data-testid="code">{code}</output>
    </>
  );
}

describe('CodeInput', () => {
  it('takes digits and refuses anything else with the spec’s message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { locale: 'en' });
    const input = screen.getByRole('textbox', { name: /Verification code/ });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(input, '12a');
    expect(screen.getByTestId('code')).toHaveTextContent(/^12$/);
    expect(screen.getByText('Please enter numeric characters only.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.type(input, '3');
    expect(screen.queryByText('Please enter numeric characters only.')).not.toBeInTheDocument();
    expect(screen.getByTestId('code')).toHaveTextContent(/^123$/);
  });

  it('accepts a pasted code with a space and keeps at most six digits', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { locale: 'de' });
    const input = screen.getByRole('textbox', { name: /Bestätigungscode|Code/ });
    await user.click(input);
    await user.paste('123 4567');
    expect(screen.getByTestId('code')).toHaveTextContent(/^123456$/);
    expect(screen.queryByText('Bitte geben Sie nur Ziffern ein.')).not.toBeInTheDocument();
  });
});
