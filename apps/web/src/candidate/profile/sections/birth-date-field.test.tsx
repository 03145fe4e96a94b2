import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BirthDateField } from './birth-date-field';

/** Mantine renders the calendar in a portal that the accessibility tree marks hidden. */
const FLOATING = { hidden: true } as const;
const TODAY = '2026-11-28';

/** The field with its value kept as a form would keep it; `changes` hears every value it gets. */
function Harness({ initial = '', changes }: { initial?: string; changes: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <BirthDateField
      label="Geburtsdatum"
      value={value}
      today={TODAY}
      onChange={(next) => {
        changes(next);
        setValue(next);
      }}
    />
  );
}

describe('BirthDateField', () => {
  it('takes a German date as typed and shows it as D.MM.YYYY, not the browser’s date control', async () => {
    const changes = vi.fn();
    renderWithProviders(<Harness changes={changes} />, { locale: 'de' });
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Geburtsdatum' });
    expect(input).not.toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('placeholder', 'T.MM.JJJJ');
    await user.type(input, '5.3.1987');
    await user.tab();
    expect(changes).toHaveBeenLastCalledWith('1987-03-05');
    expect(screen.getByRole('textbox', { name: 'Geburtsdatum' })).toHaveValue('5.03.1987');
    expect(screen.queryByText(/als T\.MM\.JJJJ/)).not.toBeInTheDocument();
  });

  it('shows a stored date in English as DD/MM/YYYY with an English calendar', async () => {
    renderWithProviders(<Harness initial="1987-03-19" changes={() => undefined} />, { locale: 'en' });
    const input = screen.getByRole('textbox', { name: 'Geburtsdatum' });
    expect(input).toHaveValue('19/03/1987');
    expect(screen.getByRole('button', { name: 'Clear date of birth' })).toBeInTheDocument();
    await userEvent.setup().click(input);
    expect(await screen.findByRole('button', { name: 'March 1987', ...FLOATING })).toBeInTheDocument();
  });

  it('names the months in German', async () => {
    renderWithProviders(<Harness initial="1987-03-19" changes={() => undefined} />, { locale: 'de' });
    await userEvent.setup().click(screen.getByRole('textbox', { name: 'Geburtsdatum' }));
    expect(await screen.findByRole('button', { name: 'März 1987', ...FLOATING })).toBeInTheDocument();
  });

  it('keeps text that is no date, says how to write it, and hands it on so the form refuses it', async () => {
    const changes = vi.fn();
    renderWithProviders(<Harness initial="1987-03-19" changes={changes} />, { locale: 'de' });
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Geburtsdatum' });
    await user.clear(input);
    await user.type(input, '31.02.1987');
    await user.tab();
    expect(input).toHaveValue('31.02.1987');
    expect(
      screen.getByText('Bitte geben Sie Ihr Geburtsdatum als T.MM.JJJJ ein, zum Beispiel 19.03.1987.'),
    ).toBeInTheDocument();
    expect(changes).toHaveBeenLastCalledWith('31.02.1987');

    // corrected, the message goes and the date is taken
    await user.clear(input);
    await user.type(input, '19.03.1988');
    await user.tab();
    expect(changes).toHaveBeenLastCalledWith('1988-03-19');
    expect(screen.queryByText(/als T\.MM\.JJJJ/)).not.toBeInTheDocument();
  });

  it('refuses a date after today', async () => {
    const changes = vi.fn();
    renderWithProviders(<Harness changes={changes} />, { locale: 'de' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Geburtsdatum' }), '1.01.2027');
    await user.tab();
    expect(
      screen.getByText('Bitte geben Sie ein Geburtsdatum zwischen 1900 und heute ein.'),
    ).toBeInTheDocument();
    expect(changes).toHaveBeenLastCalledWith('1.01.2027');
  });
});
