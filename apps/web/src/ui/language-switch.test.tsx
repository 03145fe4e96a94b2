import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('offers both languages and reports a change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<LanguageSwitch onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    await user.click(screen.getByText('EN'));
    expect(onChange).toHaveBeenCalledWith('en');
  });
});
