// How the bench writes sizes: kilobytes with one decimal, mebibytes with one.
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
