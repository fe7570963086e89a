import { SESSION_MARK_SCRIPT } from '@cuebrief/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../lib/token-storage';
import { holdEarlyInput } from './early-input';

/** A pre-rendered form, as the page's HTML has it before its script runs. */
function preRenderedForm() {
  document.body.innerHTML = `<div id="root"><header><button type="button">Menu</button></header><div data-guest-content=""><form method="post"><input name="email" /><textarea name="text"></textarea><button type="button">Show</button><button type="submit">Send</button></form></div></div>`;
  const root = document.getElementById('root') as HTMLElement;
  const form = root.querySelector('form') as HTMLFormElement;
  return {
    root,
    form,
    email: root.querySelector('input') as HTMLInputElement,
    text: root.querySelector('textarea') as HTMLTextAreaElement,
    menu: root.querySelector('header button') as HTMLButtonElement,
    show: root.querySelector('form button[type="button"]') as HTMLButtonElement,
    send: root.querySelector('button[type="submit"]') as HTMLButtonElement,
  };
}

const typeInto = (box: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  box.value = value;
  box.dispatchEvent(new Event('input', { bubbles: true }));
};

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-session');
});

describe('before a pre-rendered page is the app’s', () => {
  it('holds a form sent, and sends it once released, from the same button', () => {
    const { root, form, send } = preRenderedForm();
    const hold = holdEarlyInput(root);
    const submitted = vi.fn((event: SubmitEvent) => event.submitter);
    send.click();
    // The app takes the form over: its own handler (as Preact attaches it) hears the replay.
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted(event);
    });
    hold.shellHydrated();
    expect(submitted).not.toHaveBeenCalled();
    hold.pageHydrated();
    expect(submitted).toHaveBeenCalledOnce();
    expect(submitted.mock.results[0]?.value).toBe(send);
  });

  it('types again what was typed, as input events the app’s form hears', () => {
    const { root, email, text } = preRenderedForm();
    const hold = holdEarlyInput(root);
    typeInto(email, 'ada@example.test');
    typeInto(text, 'A question');
    // The app's form sets its starting values as it takes one box over; it leaves the other.
    email.value = '';
    const heard = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    root.addEventListener('input', heard);
    hold.pageHydrated();
    expect(email.value).toBe('ada@example.test');
    expect(text.value).toBe('A question');
    expect(heard.mock.results.map((result) => result.value)).toEqual([
      'ada@example.test',
      'A question',
    ]);
  });

  it('presses a page’s button again once its content is the app’s, and only once', () => {
    const { root, show } = preRenderedForm();
    const hold = holdEarlyInput(root);
    show.click();
    const pressed = vi.fn();
    show.addEventListener('click', pressed);
    hold.shellHydrated();
    expect(pressed).not.toHaveBeenCalled();
    hold.pageHydrated();
    hold.pageHydrated();
    expect(pressed).toHaveBeenCalledOnce();
    show.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('presses the shell’s button again once the shell is the app’s, and not after', () => {
    const { root, menu } = preRenderedForm();
    const hold = holdEarlyInput(root);
    menu.click();
    const pressed = vi.fn();
    menu.addEventListener('click', pressed);
    hold.shellHydrated();
    expect(pressed).toHaveBeenCalledOnce();
    // The shell is the app's now: a press is its own, never held for the page.
    menu.click();
    hold.pageHydrated();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('knows the visitor’s first input, for a page that waits for it', async () => {
    const { root, email } = preRenderedForm();
    const hold = holdEarlyInput(root);
    const seen = vi.fn();
    void hold.firstInput.then(seen);
    await Promise.resolve();
    expect(seen).not.toHaveBeenCalled();
    email.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    await hold.firstInput;
    expect(seen).toHaveBeenCalledOnce();
  });
});

describe('the session mark, the pre-rendered pages’ inline script', () => {
  const runMark = () => new Function(SESSION_MARK_SCRIPT)() as void;

  it('marks the document of a browser that keeps a session where the app keeps it', () => {
    tokenStorage.save({ accessToken: 'access', refreshToken: 'refresh' });
    runMark();
    expect(document.documentElement).toHaveAttribute('data-session');
  });

  it('leaves a guest’s document as it is', () => {
    runMark();
    expect(document.documentElement).not.toHaveAttribute('data-session');
  });
});
