/**
 * Browser side of evidence photos: a phone photo (often 3 to 12 MB) is made smaller before it is
 * sent, on a weak connection that is most of the wait, and its progress is shown.
 */

const MAX_SIDE = 1600;
const JPEG_QUALITY = 0.8;

/**
 * Draws the photo at most 1600 px on its longer side and encodes it as JPEG. Anything the browser
 * cannot decode as an image is sent unchanged, and the backend refuses it with its own message.
 */
export async function downscale(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) return file;
  // JPEG has no transparency: a white ground instead of black behind transparent PNG parts.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
  return blob && blob.size < file.size ? blob : file;
}

export interface UploadAnswer {
  ok: boolean;
  message: string;
  url?: string;
}

/** Sends one photo to the page's upload route; XMLHttpRequest because fetch reports no upload progress. */
export function sendPhoto(
  target: string,
  photo: Blob,
  filename: string,
  onProgress: (percent: number) => void,
  // The page's texts: these answers show as the toast, in the page's language.
  t: { uploadFailed: string; uploadOffline: string },
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", target);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as UploadAnswer | null;
      resolve(body && typeof body.message === "string" ? body : { ok: false, message: t.uploadFailed });
    };
    xhr.onerror = () => resolve({ ok: false, message: t.uploadOffline });
    const form = new FormData();
    form.append("problemImage", photo, filename.replace(/\.[^.]*$/, "") + (photo.type === "image/jpeg" ? ".jpg" : ""));
    xhr.send(form);
  });
}
