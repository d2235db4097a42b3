import { Form, useActionData, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { COMPLAINT_MAX_CHARS, COMPLAINT_MAX_IMAGE_BYTES, COMPLAINT_MAX_IMAGES, complaintKind } from "@contract/complaint-limits";
import { LoadingToast, useToast } from "~/components/toast";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import type { ComplaintFormErrors } from "./complaint-next.forms.server";
import { PhotoNotice, PhotoNoticeModal } from "./complaint-next.notice";
import type { action, ComplaintNextLoaded } from "./complaint-next.server";
import { downscale, sendPhoto } from "./complaint-next.upload";
import { imageSrc, useComplaintTexts, TypeTags } from "./complaint.shared";

export function NextView({ loaded }: { loaded: ComplaintNextLoaded }) {
  const t = useComplaintTexts();
  const query = usePageQuery();
  const toast = useToast();
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.data ?? actionData;

  const [detail, setDetail] = useState(() => answer?.detail ?? "");
  const [images, setImages] = useState<string[]>(() => answer?.images ?? []);
  const [progress, setProgress] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // The notice before the photo picker (docs/decisions/173): shown before the first pick only.
  const [noticeOpen, setNoticeOpen] = useState(false);
  const noticeRead = useRef(false);

  const errors: ComplaintFormErrors = answer?.errors ?? {};
  const detailError = localError ?? errors.problemDetail;
  const sending = fetcher.state !== "idle" || navigation.state === "submitting";
  const full = images.length >= COMPLAINT_MAX_IMAGES;

  useEffect(() => {
    if (answer) {
      setImages(answer.images);
      const first = answer.errors.problemDetail ?? answer.errors.photos ?? answer.errors.form;
      if (first) toast.show(first, "error");
    }
  }, [answer, toast]);

  async function addPhotos(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = ""; // uploaded here: the form must not send them again
    // Additions past 9 are ignored (spec 000 §5).
    const room = COMPLAINT_MAX_IMAGES - images.length;
    const accepted = chosen.slice(0, Math.max(0, room));
    const target = pageHref("/complaint-image", query);
    for (const file of accepted) {
      setProgress(0);
      const photo = await downscale(file);
      // A photo the browser could not shrink and that is over the limit is refused here, before
      // spending the borrower's data on an upload the server would refuse anyway.
      if (photo.size > COMPLAINT_MAX_IMAGE_BYTES) {
        setProgress(null);
        toast.show(t.uploadTooLarge, "error");
        continue;
      }
      const result = await sendPhoto(target, photo, file.name, setProgress, t);
      setProgress(null);
      if (result.ok && result.url) {
        const url = result.url;
        setImages((list) => (list.length < COMPLAINT_MAX_IMAGES ? [...list, url] : list));
        toast.show(result.message || t.uploadSucceeded, "success");
      } else {
        toast.show(result.message, "error");
      }
    }
  }

  function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!detail.trim()) {
      setLocalError(t.descriptionEmpty);
      toast.show(t.descriptionEmpty, "error");
      return;
    }
    setLocalError(null);
    const form = new FormData(event.currentTarget);
    form.delete("photos");
    fetcher.submit(form, { method: "post" });
  }

  return (
    <>
      <main className="page complaint">
        <h1 className="page-title">{t.nextTitle}</h1>
        <TypeTags type={loaded.type} subType={loaded.subType} />
        <Form method="post" encType="multipart/form-data" className="complaint-form" onSubmit={send} noValidate>
          <input type="hidden" name="submitToken" value={loaded.submitToken} />
          <input type="hidden" name="problemImage" value={images.join(",")} />

          <div className="card field">
            <label htmlFor="problemDetail" className="field__label">
              {t.descriptionLabel}
            </label>
            <textarea
              id="problemDetail"
              name="problemDetail"
              className="field__textarea"
              rows={6}
              maxLength={COMPLAINT_MAX_CHARS}
              placeholder={t.descriptionPlaceholder[complaintKind(query.problemType)]}
              value={detail}
              onChange={(event) => {
                // Input past 200 characters is ignored, also when pasted.
                setDetail(event.target.value.slice(0, COMPLAINT_MAX_CHARS));
                setLocalError(null);
              }}
              aria-invalid={detailError ? true : undefined}
              aria-describedby={`detail-counter${detailError ? " detail-error" : ""}`}
            />
            <p id="detail-counter" className="field__counter" aria-label={t.counterLabel(detail.length, COMPLAINT_MAX_CHARS)}>
              {t.counter(detail.length, COMPLAINT_MAX_CHARS)}
            </p>
            {detailError ? (
              <p id="detail-error" className="field-error" role="alert">
                {detailError}
              </p>
            ) : null}
          </div>

          <fieldset className="card field photo-field" aria-describedby={`photo-hint${errors.photos ? " photo-error" : ""}`}>
            <legend className="field__label">{t.evidence}</legend>
            {/* The notice stands above the picker (all a page without JavaScript can do); with JavaScript it also opens before the first pick. */}
            <PhotoNotice id="photo-notice" />
            <ul className="photo-grid photo-grid--picker">
              {images.map((url, i) => {
                const src = imageSrc(url);
                return (
                  <li key={url} className="photo-grid__item">
                    {src ? <img src={src} alt={t.photo(i + 1)} /> : null}
                    <button
                      type="button"
                      className="photo-grid__remove"
                      aria-label={t.removePhoto(i + 1)}
                      onClick={() => setImages((list) => list.filter((u) => u !== url))}
                    >
                      ×
                    </button>
                  </li>
                );
              })}
              {full ? null : (
                <li className="photo-grid__item photo-grid__item--add">
                  <label className="photo-picker">
                    <input
                      ref={fileInput}
                      className="photo-picker__input"
                      type="file"
                      name="photos"
                      accept="image/*"
                      multiple
                      onChange={addPhotos}
                      onClick={(event) => {
                        if (noticeRead.current) return;
                        event.preventDefault();
                        setNoticeOpen(true);
                      }}
                      disabled={progress !== null}
                      aria-describedby="photo-notice photo-hint"
                    />
                    <span className="photo-picker__tile" aria-hidden="true">
                      {progress !== null ? `${progress}%` : "+"}
                    </span>
                    <span className="photo-picker__label">{progress !== null ? t.uploading(progress) : t.addPhoto}</span>
                  </label>
                </li>
              )}
            </ul>
            {progress !== null ? (
              <progress className="photo-progress" max={100} value={progress} aria-label={t.uploading(progress)} />
            ) : null}
            <p id="photo-hint" className="field__hint">
              {t.evidenceHint(images.length, COMPLAINT_MAX_IMAGES)}
            </p>
            {errors.photos ? (
              <p id="photo-error" className="field-error" role="alert">
                {errors.photos}
              </p>
            ) : null}
          </fieldset>

          <p className="complaint__note">{t.replyNote}</p>
          {errors.form ? (
            <p className="field-error" role="alert">
              {errors.form}
            </p>
          ) : null}

          <div className="bottom-bar">
            <div className="bottom-bar__inner">
              <button type="submit" className="button button--block" disabled={sending || progress !== null}>
                {sending ? t.sending : t.send}
              </button>
            </div>
          </div>
        </Form>
      </main>

      <PhotoNoticeModal
        open={noticeOpen}
        onChoose={() => {
          noticeRead.current = true;
          setNoticeOpen(false);
          // Still inside the tap: the browser opens the picker.
          fileInput.current?.click();
        }}
        onSkip={() => setNoticeOpen(false)}
      />
      <LoadingToast on={sending} />
    </>
  );
}
