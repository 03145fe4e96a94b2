import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlKey, counterpart } from './carry-over';
import { awaitFirstUse } from './first-use';
import { handOverPrerenderedPage } from './handoff';

// the app's render below runs inside act(), as React's own tests of a root do
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A sign-in form as the app draws it: controlled fields, a notice only the app may add. */
function SignInForm({ onSubmit, notice = false }: { onSubmit: (values: object) => void; notice?: boolean }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  return (
    <main>
      {notice ? <a href="#main">Skip</a> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({ email, password, terms });
        }}
      >
        <input
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <input type="checkbox" name="terms" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
        <a href="/candidate/signup">Create account</a>
        <button type="submit">Sign in</button>
      </form>
    </main>
  );
}

/** The body as the server sends a prerendered page: inert, then the app's empty root. */
function serverPage() {
  const html = renderToStaticMarkup(<SignInForm onSubmit={() => undefined} />);
  document.body.innerHTML = `<div id="prerendered" data-path="/candidate/login" inert aria-hidden="true">${html}</div><div id="root"></div>`;
  const page = document.getElementById('prerendered') as HTMLElement;
  const root = document.getElementById('root') as HTMLElement;
  return { page, root };
}

/** What typing does to a field of the page, before any code of the app is there. */
function type(field: HTMLInputElement, text: string) {
  field.focus();
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A page waiting for its first use, whose form counts the times it is sent. */
function waitingWithAForm() {
  const { page } = serverPage();
  const sent = vi.fn((event: Event) => event.preventDefault());
  page.querySelector('form')?.addEventListener('submit', sent);
  const use = awaitFirstUse(page);
  return { page, sent, use, button: page.querySelector('button') as HTMLButtonElement };
}

const used = (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 0))]);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a page rendered ahead of time, before its first use', () => {
  it('becomes usable, and is used by a focus or a press, not by following a link', async () => {
    const { page } = serverPage();
    const use = awaitFirstUse(page);
    expect(page.hasAttribute('inert')).toBe(false);
    expect(page.hasAttribute('aria-hidden')).toBe(false);
    const link = page.querySelector('a') as HTMLAnchorElement;
    link.addEventListener('click', (event) => event.preventDefault());
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    link.click();
    expect(await used(use.used)).toBe(false);
    (page.querySelector('input') as HTMLInputElement).focus();
    expect(await used(use.used)).toBe(true);
  });

  it('holds a pressed button: the form is not sent, the button is busy and remembered once', () => {
    const { sent, use, button } = waitingWithAForm();
    button.click();
    button.click();
    expect(sent).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(use.actions()).toEqual([button]);
  });

  it('counts a button held down as pressed: its click would be lost when the page is swapped', () => {
    const { page } = serverPage();
    const use = awaitFirstUse(page);
    const button = page.querySelector('button') as HTMLButtonElement;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(use.actions()).toEqual([button]);
    document.dispatchEvent(new Event('pointerup', { bubbles: true }));
    expect(use.actions()).toEqual([]);
  });

  it('lets the pressed buttons go when stopped, and then holds nothing more', async () => {
    const { page, sent, use, button } = waitingWithAForm();
    button.click();
    use.stop();
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(use.actions()).toEqual([]);
    // a next round of waiting (main.ts, after the app could not be fetched) holds the press again,
    // but a field left focused is no new use
    (page.querySelector('input') as HTMLInputElement).focus();
    const again = awaitFirstUse(page, true);
    expect(await used(again.used)).toBe(false);
    button.click();
    expect(again.actions()).toEqual([button]);
    expect(sent).not.toHaveBeenCalled();
    expect(await used(again.used)).toBe(true);
  });

  it('counts as used at once when a field already has the focus', async () => {
    const { page } = serverPage();
    page.removeAttribute('inert');
    (page.querySelector('input') as HTMLInputElement).focus();
    expect(await used(awaitFirstUse(page).used)).toBe(true);
  });
});

describe("carrying the visitor's work over to the app", () => {
  it('gives the app the values typed, the box ticked, the focus, and sends the form pressed meanwhile', async () => {
    const { page, root } = serverPage();
    const use = awaitFirstUse(page);
    const [email, password, terms] = page.querySelectorAll('input');
    type(email as HTMLInputElement, 'ada@example.com');
    type(password as HTMLInputElement, 'correct horse');
    (terms as HTMLInputElement).click();
    (page.querySelector('button') as HTMLButtonElement).click();
    (password as HTMLInputElement).focus();

    const submitted = vi.fn();
    handOverPrerenderedPage(root, page, use.actions);
    // the app adds a link the page did not have: no control loses its counterpart
    await act(async () => createRoot(root).render(<SignInForm onSubmit={submitted} notice />));

    expect(document.getElementById('prerendered')).toBeNull();
    expect(submitted).toHaveBeenCalledExactlyOnceWith({
      email: 'ada@example.com',
      password: 'correct horse',
      terms: true,
    });
    const appFields = root.querySelectorAll('input');
    expect((appFields[0] as HTMLInputElement).value).toBe('ada@example.com');
    expect(document.activeElement).toBe(appFields[1]);
  });

  it('matches controls by kind, name and text, the same how-many-th', () => {
    document.body.innerHTML =
      '<div id="a"><button>Save</button><button>Save</button><input type="email"></div>' +
      '<div id="b"><a href="/x">Skip</a><button>Save</button><button>Save</button><button>Other</button></div>';
    const [from, to] = [document.getElementById('a'), document.getElementById('b')] as HTMLElement[];
    const second = from?.querySelectorAll('button')[1] as Element;
    expect(counterpart(second, from as HTMLElement, to as HTMLElement)).toBe(
      to?.querySelectorAll('button')[1],
    );
    expect(
      counterpart(from?.querySelector('input') as Element, from as HTMLElement, to as HTMLElement),
    ).toBeNull();
    expect(controlKey(second)).toBe('BUTTON|||||Save');
    expect(controlKey(to?.querySelector('a') as Element)).toBe('A|||||Skip');
  });
});
