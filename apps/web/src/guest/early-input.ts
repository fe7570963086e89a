type TextBox = HTMLInputElement | HTMLTextAreaElement;

/**
 * What a visitor does to a pre-rendered page before its script has taken it over: what they type
 * is kept (the forms set their fields' starting values as they take them over), a form sent is
 * held (not sent by the browser itself, which would put its fields, a password too, in the
 * address) and a button pressed is remembered; all of it is done again once the page is the
 * app's. Links need nothing: they open the next page from the server. Returns the release.
 */
export function holdEarlyInput(root: HTMLElement): () => void {
  const typed = new Map<TextBox, string>();
  let replay: (() => void) | undefined;
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
    replay = () => form.requestSubmit(submitter);
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[type="button"]');
    if (button) replay = () => button.click();
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('submit', onSubmit, true);
  root.addEventListener('click', onClick, true);
  return () => {
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('submit', onSubmit, true);
    root.removeEventListener('click', onClick, true);
    // Typed again, as the app's forms hear it: an input event on each box.
    for (const [box, value] of typed) {
      if (!box.isConnected || box.value === value) continue;
      box.value = value;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }
    typed.clear();
    // Once: the page may say it is hydrated again when a link brings it back.
    const pending = replay;
    replay = undefined;
    pending?.();
  };
}
