import i18n from './i18n';

let loading: Promise<void> | undefined;

/**
 * Adds the signed-in screens' texts to the English resources, once. They are a chunk of their
 * own so the first page a guest opens (the login above all) does not carry them.
 */
export function loadWorkspaceTexts(): Promise<void> {
  loading ??= import('./en-workspace')
    .then(({ enWorkspace }) => {
      i18n.addResourceBundle('en', 'translation', enWorkspace, true, false);
    })
    .catch((error: unknown) => {
      // A failed chunk load (a network blip) is tried again on the next sign-in or reload.
      loading = undefined;
      throw error;
    });
  return loading;
}
