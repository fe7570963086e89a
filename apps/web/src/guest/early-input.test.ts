import { SESSION_MARK_SCRIPT } from '@cuebrief/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../lib/token-storage';
import { holdEarlyInput } from './early-input';

/** A pre-rendered form, as the page's HTML has it before its script runs. */
function preRenderedForm() {
  document.body.innerHTML = `<div id="root"><form method="post"><input name="email" /><textarea name="text"></textarea><button type="button">Show</button><button type="submit">Send</button></form></div>`;
  const root = document.getElementById('root') as HTMLElement;
  const form = root.querySelector('form') as HTMLFormElement;
  return {
    root,
    form,
    email: root.querySelector('input') as HTMLInputElement,
    text: root.querySelector('textarea') as HTMLTextAreaElement,
    show: root.querySelector('button[type="button"]') as HTMLButtonElement,
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
    const release = holdEarlyInput(root);
    const submitted = vi.fn((event: SubmitEvent) => event.submitter);
    send.click();
    // The app takes the form over: its own handler (as Preact attaches it) hears the replay.
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted(event);
    });
    expect(submitted).not.toHaveBeenCalled();
    release();
    expect(submitted).toHaveBeenCalledOnce();
    expect(submitted.mock.results[0]?.value).toBe(send);
  });

  it('types again what was typed, as input events the app’s form hears', () => {
    const { root, email, text } = preRenderedForm();
    const release = holdEarlyInput(root);
    typeInto(email, 'ada@example.test');
    typeInto(text, 'A question');
    // The app's form sets its starting values as it takes the boxes over.
    email.value = '';
    text.value = '';
    const heard = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    root.addEventListener('input', heard);
    release();
    expect(email.value).toBe('ada@example.test');
    expect(text.value).toBe('A question');
    expect(heard.mock.results.map((result) => result.value)).toEqual([
      'ada@example.test',
      'A question',
    ]);
  });

  it('presses a button again once, and nothing after the release', () => {
    const { root, show } = preRenderedForm();
    const release = holdEarlyInput(root);
    show.click();
    const pressed = vi.fn();
    show.addEventListener('click', pressed);
    release();
    release();
    expect(pressed).toHaveBeenCalledOnce();
    show.click();
    expect(pressed).toHaveBeenCalledTimes(2);
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
