/** Hands a downloaded file to the browser as a download (the phone's Files app, a desktop's Downloads). */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; give it a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads what our own API streams at a URL (a report): the browser's own download, with its progress,
 * as a link with `download` would start it.
 */
export function downloadUrl(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
