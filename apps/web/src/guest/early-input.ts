type TextBox = HTMLInputElement | HTMLTextAreaElement;

/** Where a page's own content is, in the shell (guest-app.tsx): hydrated after the shell. */
const PAGE_CONTENT = '[data-guest-content]';

/**
 * The hold on a page: `firstInput` resolves at the visitor's first tap, click, key or focus; the
 * releases end it as the shell (bar, menu, footer) becomes the app's, then the page's content.
 */
export type EarlyInput = {
  firstInput: Promise<void>;
  shellHydrated: () => void;
  pageHydrated: () => void;
};

/**
 * What a visitor does to a pre-rendered page before its script has taken it over: what they type
 * is kept (the forms set their fields' starting values as they take them over), a form sent is
 * held (not sent by the browser itself, which would put its fields, a password too, in the
 * address) and a button pressed is remembered; each is done again once its part of the page is
 * the app's — a button of the shell when the shell is, the rest when the page's content is.
 * Links need nothing: they open the next page from the server.
 */
export function holdEarlyInput(root: HTMLElement): EarlyInput {
  const typed = new Map<TextBox, string>();
  let isShellHydrated = false;
  let shellReplay: (() => void) | undefined;
  let pageReplay: (() => void) | undefined;
  const onInput = (event: Event) => {
    const box = event.target;
    if (box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement) {
      typed.set(box, box.value);
    }
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const submitter = event.submitter;
    pageReplay = () => form.requestSubmit(submitter);
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[type="button"]');
    if (!button) return;
    if (button.closest(PAGE_CONTENT)) pageReplay = () => button.click();
    else if (!isShellHydrated) shellReplay = () => button.click();
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('submit', onSubmit, true);
  root.addEventListener('click', onClick, true);
  return {
    firstInput: firstInput(root),
    shellHydrated() {
      isShellHydrated = true;
      const replay = shellReplay;
      shellReplay = undefined;
      replay?.();
    },
    pageHydrated() {
      root.removeEventListener('input', onInput, true);
      root.removeEventListener('submit', onSubmit, true);
      root.removeEventListener('click', onClick, true);
      // Typed again, as the app's forms hear it: an input event on each box, whether the form
      // emptied it as it took it over or not (then the box shows the text, but the form has not
      // heard it).
      for (const [box, value] of typed) {
        if (!box.isConnected) continue;
        box.value = value;
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }
      typed.clear();
      // Once: the page may say it is hydrated again when a link brings it back.
      const replay = pageReplay;
      pageReplay = undefined;
      replay?.();
    },
  };
}

/** Resolves at the visitor's first input on `target`: a tap, a click, a key or a focus. */
function firstInput(target: EventTarget): Promise<void> {
  const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
  return new Promise((resolve) => {
    const done = () => {
      for (const name of events) target.removeEventListener(name, done, true);
      resolve();
    };
    for (const name of events)
      target.addEventListener(name, done, { capture: true, passive: true });
  });
}
