import { waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Picks an option of a Mantine select from its own list (other selects hold the same names). */
export async function choose(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, option: string) {
  await user.click(select);
  const list = await waitFor(() => {
    const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('the list of options is not open');
    return element;
  });
  // Mantine renders the options in a portal that the accessibility tree marks hidden
  await user.click(await within(list).findByRole('option', { name: option, hidden: true }));
}
