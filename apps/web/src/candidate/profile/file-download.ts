/** A generated file as the API sends it in a JSON body. */
export type Base64File = { fileName: string; mediaType: string; content: string };

/** The bytes of a base64 text. */
function decodeBase64(content: string): Uint8Array<ArrayBuffer> {
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Hands a file from a JSON answer to the browser as a download: a Blob behind a temporary link,
 * clicked once and released, so the file never passes through another request.
 */
export function saveBase64File(file: Base64File): void {
  const blob = new Blob([decodeBase64(file.content)], { type: file.mediaType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // some browsers read the URL after the click event returns
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
