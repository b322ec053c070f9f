// Downloading the audio (spec/000 §7: GET the audio file's address, kept as a blob): the file is
// read, then saved under its name through a temporary object address.

/** The name to save under: the node's name with the file's extension, else the file's own name. */
export function downloadName(address: string, name: string): string {
  const file = decodeURIComponent(new URL(address).pathname.split('/').pop() ?? '') || 'audio';
  if (name === '') return file;
  const extension = /\.[a-z\d]{1,5}$/i.exec(file)?.[0] ?? '';
  return `${name}${extension}`;
}

export async function downloadAsBlob(address: string, name: string): Promise<void> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`The audio could not be downloaded (HTTP ${response.status})`);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = downloadName(address, name);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
